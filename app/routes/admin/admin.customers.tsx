import type { MetaDescriptor } from "react-router";
import { customerCountText } from "../../../core/customer";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { buttonClass } from "../../components/admin/shared/form-controls";
import { CustomersSearch } from "../../components/admin/customers/customers-search";
import { CustomersTable } from "../../components/admin/customers/customers-table";
import { orRouteError } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.customers";

const PAGE = 50;

const query = (q: string, extra: Record<string, string> = {}) => {
  const p = new URLSearchParams(extra);
  if (q) p.set("q", q);
  const s = p.toString();
  return s ? `?${s}` : "";
};

// Most recent order first, ?q= the start of an e-mail or name, a page at a time (?after=/?before=).
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const page = await orRouteError(
    context.services.customers.list({
      q: q || undefined,
      limit: PAGE,
      after: params.get("after") ?? undefined,
      before: params.get("before") ?? undefined,
    }),
  );
  return { ...page, q };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Customers", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Customers" />;
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { customers, total, totalCapped, q, next, prev } = loaderData;
  const pages = {
    newer: prev ? `/admin/customers${query(q, { before: prev })}` : null,
    older: next ? `/admin/customers${query(q, { after: next })}` : null,
  };
  return (
    <section aria-labelledby="customers-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="customers-heading" className="text-xl font-bold text-gray-900">
            Customers
          </h2>
          <p className="text-sm text-gray-600">{`${customerCountText(total, totalCapped)} · most recent order first`}</p>
        </div>
        <a href="/api/admin/customers/export.csv" className={buttonClass.secondary} download>
          Export marketing list (CSV)
        </a>
      </div>
      <CustomersSearch q={q} />
      <CustomersTable
        customers={customers}
        searched={Boolean(q)}
        hrefFor={(id) => `/admin/customers/${id}`}
        pages={pages}
      />
    </section>
  );
}
