import { Link, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { AuditEntry } from "../../components/admin/audit/audit-entry";
import { auditExportUrl, auditQuery, readAuditFilter } from "../../components/admin/audit/audit-filter";
import { AuditFilterForm } from "../../components/admin/audit/audit-filter-form";
import { buttonClass } from "../../components/admin/shared/form-controls";
import { staffOf } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import { asAppError } from "../../lib/form-result";
import type { Route } from "./+types/admin.audit";

const PAGE = 50;

/** Newest first, 50 a page (?page=), filtered as the address says; the service checks who may see it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = readAuditFilter(params);
  const page = Math.max(1, Math.min(20_000, Math.floor(Number(params.get("page")) || 1)));
  staffOf(context); // signed in, or 401
  const viewer = { role: context.admin!.role };
  const audit = context.services.audit;
  const timeZone = context.config.shopTimeZone;
  try {
    const list = await audit.list({ ...filter, limit: PAGE, offset: (page - 1) * PAGE }, viewer);
    return { ...list, filter, page, timeZone, error: null };
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.code !== "validation") throw err;
    // A filter that does not parse: say why beside the field, list nothing until it is fixed.
    const { actors, actions } = await audit.list({ limit: 1 }, viewer);
    const details = (e.details ?? {}) as Record<string, string>;
    const field = Object.keys(details)[0];
    return {
      entries: [],
      total: 0,
      actors,
      actions,
      filter,
      page: 1,
      timeZone,
      error: { message: e.message, ...(field ? { field } : {}) },
    };
  }
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Audit log", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Audit log" />;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, total, filter, page, actors, actions, timeZone, error } = loaderData;
  const filtered = Object.values(filter).some(Boolean);
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const first = total === 0 ? 0 : (page - 1) * PAGE + 1;
  const last = Math.min(total, page * PAGE);
  return (
    <section aria-labelledby="audit-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="audit-heading" className="text-xl font-bold text-gray-900">
            Audit log
          </h2>
          <p className="text-sm text-gray-600">
            {`${total} ${total === 1 ? "change" : "changes"}`} · newest first · entries cannot be edited or deleted
          </p>
        </div>
        <a href={auditExportUrl(filter)} className={buttonClass.secondary} download>
          Download CSV
        </a>
      </div>

      <AuditFilterForm filter={filter} actors={actors} actions={actions} timeZone={timeZone} error={error} />

      <div className="min-w-0 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
        {entries.length === 0 ? (
          <p className="px-6 py-16 text-center text-sm text-gray-600">
            {error ? "Fix the filter to see entries." : filtered ? "No changes match." : "No changes recorded yet."}
          </p>
        ) : (
          <ol aria-label="Changes, newest first" className="divide-y divide-gray-100">
            {entries.map((e) => (
              <AuditEntry key={e.id} entry={e} />
            ))}
          </ol>
        )}
      </div>

      {pages > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-600">
          <span>{`Showing ${first}–${last} of ${total}`}</span>
          <span className="flex gap-2">
            {page > 1 ? (
              <Link
                to={`/admin/audit${auditQuery(filter, { page: String(page - 1) })}`}
                className={buttonClass.secondary}
              >
                Newer
              </Link>
            ) : null}
            {page < pages ? (
              <Link
                to={`/admin/audit${auditQuery(filter, { page: String(page + 1) })}`}
                className={buttonClass.secondary}
              >
                Older
              </Link>
            ) : null}
          </span>
        </nav>
      ) : null}
    </section>
  );
}
