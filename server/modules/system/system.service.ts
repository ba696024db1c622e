// The System screen (owners): is the shop healthy, and what needs the owner's hand.
// Every instance reports itself through the database (a heartbeat), so any instance shows them
// all; the rest is read when the screen opens: the database's size, the mail outbox, each
// periodic job's last outcome, media storage used, and warnings about the set-up.
import { statSync } from "node:fs";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import type { Logger } from "../../logger";
import { recordAudit, type Actor } from "../audit/audit.record";
import type { DatabaseGrowth } from "../../../core/database-growth";
import { readGrowth, recordSizeSample } from "./database-size";
import * as repo from "./system.repository";

/** An instance not heard from for this long is shown as gone. */
export const INSTANCE_GONE_MS = 2 * 60_000;
export const HEARTBEAT_MS = 30_000;

export type SystemWarning = { id: string; message: string };

/** The shop's own backups (SQLite only), as the System screen needs them. */
export type SystemBackups = {
  /** Newest first. */
  list(): Promise<{ id: string; createdAt: string; bytes: number }[]>;
  intervalMs: number | null;
  where: string;
  onDatabaseDisk(): boolean;
  takeNow(): Promise<{ id: string }>;
};

export type SystemView = {
  instances: { name: string; version: string; startedAt: string; lastSeenAt: string; running: boolean }[];
  database: {
    dialect: "sqlite" | "postgres";
    bytes: number | null;
    walBytes: number | null;
    /** From a sample a day (kept 90 days); null until two days have one. */
    growth: DatabaseGrowth | null;
  };
  mail: { queued: number; failed: number; kept: number; smtp: boolean };
  jobs: { name: string; at: string; ok: boolean; message: string | null }[];
  media: { files: number; bytes: number };
  /** Null on PostgreSQL, whose backups are the database's own (README, Operating). */
  backups: {
    last: { id: string; at: string; bytes: number } | null;
    next: string | null;
    count: number;
    where: string;
    intervalMs: number | null;
  } | null;
  warnings: SystemWarning[];
};

export type SystemDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  instance: { name: string; version: string };
  /** The SQLite file, for its size; null on PostgreSQL. */
  sqliteFile: string | null;
  /** abnMissing reads Settings' details, held in memory, each time the screen opens. */
  setup: { abnMissing: () => boolean; smtp: boolean; stripeLive: boolean };
  backups?: SystemBackups | null;
};

const safely = (check: () => boolean) => {
  try {
    return check();
  } catch {
    return false;
  }
};

const fileSize = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
};

export function createSystemService(deps: SystemDeps) {
  const { db, clock } = deps;
  const startedAt = clock().toISOString();

  const count = (status: string) => repo.countMail(db, status);

  async function databaseBytes(): Promise<number | null> {
    if (isPostgres(db)) {
      return repo.selectPostgresSize(db);
    }
    return deps.sqliteFile ? fileSize(deps.sqliteFile) : null;
  }

  /** Stripe payments but no webhook heard in a day: paid orders would stay pending. */
  async function webhookSilent(): Promise<boolean> {
    if (!deps.setup.stripeLive) return false;
    const since = new Date(clock().getTime() - 24 * 3600_000).toISOString();
    return !(await repo.stripeWebhookSince(db, since));
  }

  async function backupsView(now: number): Promise<SystemView["backups"]> {
    const b = deps.backups;
    if (!b) return null;
    const all = await b.list().catch((err: unknown) => {
      deps.logger.warn({ err }, "could not list the backups");
      return [];
    });
    const newest = all[0];
    const next =
      b.intervalMs === null ? null : new Date(newest ? Date.parse(newest.createdAt) + b.intervalMs : now).toISOString();
    return {
      last: newest ? { id: newest.id, at: newest.createdAt, bytes: newest.bytes } : null,
      next,
      count: all.length,
      where: b.where,
      intervalMs: b.intervalMs,
    };
  }

  return {
    /** What the server's environment has set up, for the Overview's first-run checklist. */
    setupState(): { smtp: boolean; paymentsLive: boolean } {
      return { smtp: deps.setup.smtp, paymentsLive: deps.setup.stripeLive };
    },

    /** A backup now (the System screen's button), recorded in the audit log. */
    async backUpNow(actor: Actor): Promise<{ id: string; takenAt: string }> {
      if (!deps.backups)
        throw new AppError("conflict", "On PostgreSQL, backups are the database's own (see the README).");
      const takenAt = clock().toISOString();
      const { id } = await deps.backups.takeNow();
      await recordAudit(db, clock(), {
        actor,
        action: "backup.take",
        entityType: "setting",
        entityId: "backups",
        summary: "Took a backup",
      });
      return { id, takenAt };
    },

    /** This instance is alive (every HEARTBEAT_MS, and at start). */
    async heartbeat(): Promise<void> {
      const now = clock().toISOString();
      await repo.upsertInstance(db, {
        name: deps.instance.name,
        version: deps.instance.version,
        started_at: startedAt,
        last_seen_at: now,
      });
    },

    /** Today's sample of the database's size (a periodic job), for its growth. */
    async sampleDatabaseSize(): Promise<void> {
      const bytes = await databaseBytes();
      if (bytes !== null) await recordSizeSample(db, bytes, clock());
    },

    /** A periodic job's outcome, for the screen (the newest per job). */
    async recordJob(name: string, outcome: { ok: boolean; message?: string | null }): Promise<void> {
      const row = {
        at: clock().toISOString(),
        ok: outcome.ok ? 1 : 0,
        message: outcome.message?.slice(0, 500) ?? null,
      };
      await repo.upsertJobOutcome(db, name, row);
    },

    async overview(): Promise<SystemView> {
      const now = clock().getTime();
      const [instances, bytes, growth, queued, failed, kept, jobs, media, silent] = await Promise.all([
        repo.selectInstances(db),
        databaseBytes(),
        readGrowth(db),
        count("pending"),
        count("failed"),
        count("outbox"),
        repo.selectJobOutcomes(db),
        repo.selectMediaTotals(db),
        webhookSilent(),
      ]);
      const backups = await backupsView(now);
      const warnings: SystemWarning[] = [];
      if (deps.backups && backups && backups.count === 0) {
        warnings.push({ id: "no-backups", message: "No backup has been taken yet: take one now below." });
      }
      if (deps.backups && safely(() => deps.backups!.onDatabaseDisk())) {
        warnings.push({
          id: "backup-disk",
          message:
            "Backups are on the database's own disk: a dead disk takes both. Set BACKUP_DIR to another disk, or S3_BUCKET.",
        });
      }
      if (deps.setup.abnMissing()) {
        warnings.push({
          id: "abn",
          message: "Tax invoices show a placeholder ABN: enter your ABN in Settings before taking real orders.",
        });
      }
      if (!deps.setup.smtp) {
        warnings.push({
          id: "smtp",
          message: "No SMTP_URL: e-mail (receipts, sign-in codes) is kept in the outbox and never sent.",
        });
      }
      if (failed > 0) {
        warnings.push({ id: "mail-failed", message: `${failed} e-mail${failed === 1 ? "" : "s"} could not be sent.` });
      }
      if (silent) {
        warnings.push({
          id: "stripe-webhook",
          message:
            "No Stripe webhook for 24 hours: check the endpoint in Stripe's dashboard, or paid orders stay pending.",
        });
      }
      return {
        instances: instances.map((i) => ({
          name: i.name,
          version: i.version,
          startedAt: i.started_at,
          lastSeenAt: i.last_seen_at,
          running: now - new Date(i.last_seen_at).getTime() < INSTANCE_GONE_MS,
        })),
        database: {
          dialect: isPostgres(db) ? "postgres" : "sqlite",
          bytes,
          walBytes: deps.sqliteFile ? fileSize(`${deps.sqliteFile}-wal`) : null,
          growth,
        },
        mail: { queued, failed, kept, smtp: deps.setup.smtp },
        jobs: jobs.map((j) => ({ name: j.name, at: j.at, ok: j.ok === 1, message: j.message })),
        media: { files: Number(media.files), bytes: Number(media.bytes ?? 0) },
        backups,
        warnings,
      };
    },

    /** Sends every failed e-mail again from the start (its tries counted afresh); recorded. */
    async retryFailedMail(actor: Actor): Promise<number> {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const retried = await repo.retryFailedMail(trx, now.toISOString());
        await recordAudit(trx, now, {
          actor,
          action: "mail.retry",
          entityType: "setting",
          entityId: "mail_outbox",
          summary: `Sent ${retried} failed e-mail${retried === 1 ? "" : "s"} again`,
        });
        return retried;
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
