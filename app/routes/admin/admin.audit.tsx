import { Link, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { AuditEntry } from "../../components/admin/audit/audit-entry";
import { auditCountText, auditExportUrl, auditQuery, readAuditFilter } from "../../components/admin/audit/audit-filter";
import { AuditFilterForm } from "../../components/admin/audit/audit-filter-form";
import { buttonClass } from "../../components/admin/shared/form-controls";
import { staffOf } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import { asAppError } from "../../lib/form-result";
import type { Route } from "./+types/admin.audit";

const PAGE = 50;

/**
 * Newest first, 50 a page (?after= / ?before= carry the cursor of a page's last or first entry),
 * filtered as the address says; the service checks who may see it.
 */
/** Products by name in the entries about them (the catalogue is in memory). */
async function productNames(context: Route.LoaderArgs["context"]): Promise<Record<string, string>> {
  const { products } = await context.services.products.catalogue.snapshot();
  return Object.fromEntries(products.map((p) => [p.id, p.name]));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = readAuditFilter(params);
  staffOf(context); // signed in, or 401
  const viewer = { role: context.admin!.role };
  const audit = context.services.audit;
  const timeZone = context.config.shopTimeZone;
  try {
    const list = await audit.list(
      { ...filter, limit: PAGE, after: params.get("after") ?? undefined, before: params.get("before") ?? undefined },
      viewer,
    );
    return { ...list, filter, timeZone, productNames: await productNames(context), error: null };
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
      totalCapped: false,
      next: null,
      prev: null,
      actors,
      actions,
      filter,
      timeZone,
      productNames: {},
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
  const { entries, total, totalCapped, next, prev, filter, actors, actions, timeZone, productNames, error } =
    loaderData;
  const filtered = Object.values(filter).some(Boolean);
  return (
    <section aria-labelledby="audit-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="audit-heading" className="text-xl font-bold text-gray-900">
            Audit log
          </h2>
          <p className="text-sm text-gray-600">
            {`${auditCountText(total, totalCapped)} · newest first · entries cannot be edited or deleted`}
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
              <AuditEntry key={e.id} entry={e} productNames={productNames} />
            ))}
          </ol>
        )}
      </div>

      {next || prev ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center justify-end gap-2 text-sm text-gray-600">
          {prev ? (
            <Link to={`/admin/audit${auditQuery(filter, { before: prev })}`} className={buttonClass.secondary}>
              Newer
            </Link>
          ) : null}
          {next ? (
            <Link to={`/admin/audit${auditQuery(filter, { after: next })}`} className={buttonClass.secondary}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
