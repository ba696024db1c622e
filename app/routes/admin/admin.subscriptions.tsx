// The Subscriptions screen: newest first, filtered by ?status= and searched by ?q=, a page at a time
// (?after= / ?before= carry the keyset cursor, ADR 0021). Owners and managers only.
import { Link, type MetaDescriptor } from "react-router";
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS } from "../../../core/subscription-changes";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { buttonClass } from "../../components/admin/shared/form-controls";
import { SubscriptionsList } from "../../components/admin/subscriptions/subscriptions-list";
import { SubscriptionReport } from "../../components/admin/subscriptions/subscription-report-panel";
import { SubscriptionsSearch } from "../../components/admin/subscriptions/subscriptions-search";
import { orRouteError } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.subscriptions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const staff = context.services.subscriptions.staff;
  const [list, report] = await Promise.all([
    orRouteError(
      staff.list({
        status: params.get("status") ?? undefined,
        q: params.get("q") ?? undefined,
        after: params.get("after") ?? undefined,
        before: params.get("before") ?? undefined,
      }),
    ),
    orRouteError(staff.report(params.get("range") ?? undefined)),
  ]);
  return { ...list, report };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Subscriptions", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Subscriptions" />;
}

const query = (status: string | null, search: string | null, extra: Record<string, string> = {}) => {
  const q = new URLSearchParams({ ...(status ? { status } : {}), ...(search ? { q: search } : {}), ...extra });
  return q.size ? `?${q.toString()}` : "";
};

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  const { subscriptions, next, prev, counts, status, q, report } = loaderData;
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const tab = (active: boolean) =>
    `inline-flex min-h-8 items-center rounded-full px-3 text-sm font-semibold ${
      active ? "bg-purple-700 text-white" : "bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
    }`;
  return (
    <section aria-labelledby="subscriptions-heading" className="space-y-5">
      <div>
        <h2 id="subscriptions-heading" className="text-xl font-bold text-gray-900">
          Subscriptions
        </h2>
        <p className="text-sm text-gray-600">Newest first. Amounts are each delivery at today&apos;s prices.</p>
      </div>
      <SubscriptionReport
        report={report}
        hrefFor={(range) => `/admin/subscriptions${query(status, q, range === "this-month" ? {} : { range })}`}
      />
      {/* A list, not a nav: the sidebar is the screen's one navigation with a current page. */}
      <ul aria-label="Filter by status" className="flex flex-wrap gap-2">
        <li>
          <Link
            to={`/admin/subscriptions${query(null, q)}`}
            className={tab(status === null)}
            aria-current={status === null ? "true" : undefined}
          >
            All ({all})
          </Link>
        </li>
        {SUBSCRIPTION_STATUSES.map((s) => (
          <li key={s}>
            <Link
              to={`/admin/subscriptions${query(s, q)}`}
              className={tab(status === s)}
              aria-current={status === s ? "true" : undefined}
            >
              {SUBSCRIPTION_STATUS_LABELS[s]} ({counts[s] ?? 0})
            </Link>
          </li>
        ))}
      </ul>
      <SubscriptionsSearch q={q ?? ""} status={status} />
      <SubscriptionsList subscriptions={subscriptions} searched={q !== null} />
      {prev || next ? (
        <nav aria-label="Pages" className="flex gap-3">
          {prev ? (
            <Link to={`/admin/subscriptions${query(status, q, { before: prev })}`} className={buttonClass.secondary}>
              Newer
            </Link>
          ) : null}
          {next ? (
            <Link to={`/admin/subscriptions${query(status, q, { after: next })}`} className={buttonClass.secondary}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
