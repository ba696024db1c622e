// The System screen: instances, database, e-mail, jobs, media and warnings, each a card.
import { useCallback } from "react";
import { useFetcher } from "react-router";
import type { AdminActionResult } from "../../../lib/admin-action";
import type { SystemView } from "../../../../server/modules/system/system.service";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";
import { useShopTime } from "../shared/use-shop-time";

/** Bytes as a person reads them: 1.4 MB, 230 KB. */
export function formatBytes(n: number | null): string {
  if (n === null) return "—";
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return u === 0 ? `${v} bytes` : `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}

const signedBytes = (n: number) => `${n < 0 ? "−" : "+"}${formatBytes(Math.abs(n))}`;

/** The database's growth in words, with its figures (a sample a day, kept 90 days). */
export function growthSentence(growth: SystemView["database"]["growth"]): string {
  if (!growth) return "Its growth shows once it has been measured on two days (it is measured every hour).";
  const over = `over the last ${growth.days} day${growth.days === 1 ? "" : "s"}`;
  if (growth.perDay === 0) return `Not growing, ${over}.`;
  const verb = growth.perDay > 0 ? "Growing" : "Shrinking";
  return `${verb} about ${formatBytes(Math.abs(growth.perDay))} a day (${formatBytes(Math.abs(growth.perWeek))} a week), ${over}.`;
}

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h3 id={`${testId}-title`} className="text-base font-semibold text-gray-900">
        {title}
      </h3>
      <div className="mt-3 space-y-2 text-sm text-gray-700">{children}</div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}

function BackupsCard({ backups }: { backups: SystemView["backups"] }) {
  const time = useShopTime();
  const take = useFetcher<AdminActionResult>();
  if (!backups) {
    return (
      <Card title="Backups" testId="system-backups">
        <p>
          On PostgreSQL the database is backed up by its own tools: your provider's point-in-time recovery, or pg_dump.
          Media are in the bucket. The README's Operating section says how to restore.
        </p>
      </Card>
    );
  }
  return (
    <Card title="Backups" testId="system-backups">
      <dl className="space-y-2">
        <Row
          label="Last"
          value={backups.last ? `${time(backups.last.at)} (${formatBytes(backups.last.bytes)})` : "None yet"}
        />
        <Row label="Next" value={backups.next ? time(backups.next) : "Off (BACKUP_INTERVAL=off)"} />
        <Row label="Kept" value={`${backups.count} in ${backups.where}`} />
      </dl>
      <take.Form method="post">
        <input type="hidden" name="intent" value="backup" />
        <button type="submit" className={buttonClass.secondary} disabled={take.state !== "idle"}>
          {take.state !== "idle" ? "Backing up…" : "Back up now"}
        </button>
      </take.Form>
      <p role="status" className={take.data?.ok === false ? "text-red-800" : "text-green-800"}>
        {take.state === "idle" && take.data ? (take.data.ok ? take.data.message : take.data.formError) : ""}
      </p>
      <p className="text-gray-600">
        To restore: stop the shop, point DATA_DIR at an empty folder, run <code>npm run restore -- latest</code> (or a
        backup's id or time), then start the shop. You lose at most what came in since the last backup.
      </p>
    </Card>
  );
}

export function SystemScreen({ system }: { system: SystemView }) {
  const time = useShopTime();
  const retry = useFetcher<AdminActionResult>();
  const { flash, show } = useFlash();
  useActionResult(
    retry,
    useCallback(
      (r: AdminActionResult) => show(r.ok ? "success" : "error", (r.ok ? r.message : r.formError) ?? "Done"),
      [show],
    ),
  );
  return (
    <div className="space-y-6">
      <FlashMessage flash={flash} />
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-gray-900">System</h2>
        <p className="mt-1 text-sm text-gray-600">How the shop is running, and what needs your attention.</p>
      </div>

      {system.warnings.length > 0 ? (
        <ul role="list" aria-label="Warnings" className="space-y-2" data-testid="system-warnings">
          {system.warnings.map((w) => (
            <li
              key={w.id}
              className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            >
              {w.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-900 ring-1 ring-green-200">
          Nothing needs your attention.
        </p>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Instances" testId="system-instances">
          {system.instances.length === 0 ? <p>No instance has reported yet.</p> : null}
          <ul className="space-y-2">
            {system.instances.map((i) => (
              <li key={i.name} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-gray-900">
                  {i.name} <span className="font-normal text-gray-600">version {i.version}</span>
                </span>
                <span className={i.running ? "text-green-800" : "text-gray-500"}>
                  {i.running ? `Running since ${time(i.startedAt)}` : `Last seen ${time(i.lastSeenAt)}`}
                </span>
              </li>
            ))}
          </ul>
        </Card>

        <Card title="Database" testId="system-database">
          <dl className="space-y-2">
            <Row label="Kind" value={system.database.dialect === "sqlite" ? "SQLite (one file)" : "PostgreSQL"} />
            <Row label="Size" value={formatBytes(system.database.bytes)} />
            {system.database.walBytes !== null ? (
              <Row label="Write-ahead log" value={formatBytes(system.database.walBytes)} />
            ) : null}
            <Row
              label="Growth per day"
              value={system.database.growth ? signedBytes(system.database.growth.perDay) : "—"}
            />
            <Row
              label="Growth per week"
              value={system.database.growth ? signedBytes(system.database.growth.perWeek) : "—"}
            />
          </dl>
          <p data-testid="system-database-growth">{growthSentence(system.database.growth)}</p>
        </Card>

        <Card title="E-mail" testId="system-mail">
          <dl className="space-y-2">
            <Row label="Waiting to send" value={system.mail.queued} />
            <Row label="Failed" value={system.mail.failed} />
            {!system.mail.smtp ? <Row label="Kept in the outbox (no SMTP)" value={system.mail.kept} /> : null}
          </dl>
          {system.mail.failed > 0 ? (
            <retry.Form method="post">
              <input type="hidden" name="intent" value="retry-mail" />
              <button type="submit" className={buttonClass.secondary} disabled={retry.state !== "idle"}>
                Retry failed e-mail
              </button>
            </retry.Form>
          ) : null}
        </Card>

        <Card title="Jobs" testId="system-jobs">
          {system.jobs.length === 0 ? <p>No periodic job has run yet.</p> : null}
          <ul className="space-y-2">
            {system.jobs.map((j) => (
              <li key={j.name}>
                <span className="font-medium text-gray-900">{j.name}</span>{" "}
                <span className={j.ok ? "text-green-800" : "text-red-800"}>{j.ok ? "succeeded" : "failed"}</span>{" "}
                {time(j.at)}
                {j.message ? <span className="block text-gray-600">{j.message}</span> : null}
              </li>
            ))}
          </ul>
        </Card>

        <BackupsCard backups={system.backups} />

        <Card title="Media" testId="system-media">
          <dl className="space-y-2">
            <Row label="Files" value={system.media.files} />
            <Row label="Storage used" value={formatBytes(system.media.bytes)} />
          </dl>
        </Card>
      </div>
    </div>
  );
}
