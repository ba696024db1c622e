import { useState } from "react";
import { replace, useLocation, useOutlet, useParams, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { buttonClass } from "../../components/admin/shared/form-controls";
import { OrdersFilterForm } from "../../components/admin/orders/orders-filter";
import { countText, exportUrl, ordersQuery, readOrderFilter } from "../../components/admin/orders/orders-api";
import { OrdersTable } from "../../components/admin/orders/orders-table";
import { BULK_FORM_ID, OrdersBulkBar } from "../../components/admin/orders/orders-bulk-bar";
import { useStaffAccess } from "../../components/admin/shared/use-staff-role";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.orders";

const PAGE = 50;

// Newest first, filtered by ?status= and ?q= (start of a number, e-mail or name), a page at a
// time: ?after= / ?before= carry the cursor of the page's last or first order.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // An old link named the order by id (?order=…): its screen is now at its number.
  const legacy = params.get("order");
  if (legacy) {
    const order = await context.services.orders.getOrder(legacy).catch(() => null);
    if (order) throw replace(`/admin/orders/${order.number}`);
  }
  const filter = readOrderFilter(params);
  const page = await context.services.orders.listOrders({
    status: filter.status || undefined,
    q: filter.q || undefined,
    limit: PAGE,
    after: params.get("after") ?? undefined,
    before: params.get("before") ?? undefined,
  });
  return { ...page, filter };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Orders", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Orders" />;
}

/** The Orders screen: the list on the left, the open order (/admin/orders/:number) beside it. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, totalCapped, filter, next, prev } = loaderData;
  const outlet = useOutlet();
  const { number } = useParams();
  const { search } = useLocation();
  const access = useStaffAccess();
  // The selection belongs to this list: a new filter or page starts it afresh.
  const [picked, setPicked] = useState<{ key: string; ticked: ReadonlySet<string>; all: boolean }>({
    key: search,
    ticked: new Set(),
    all: false,
  });
  const current = picked.key === search ? picked : { key: search, ticked: new Set<string>(), all: false };
  const setPage = (numbers: string[], on: boolean) => {
    const ticked = new Set(current.ticked);
    for (const n of numbers) {
      if (on) ticked.add(n);
      else ticked.delete(n);
    }
    setPicked({ ...current, ticked, all: on ? current.all : false });
  };
  const pages = {
    newer: prev ? `/admin/orders${ordersQuery(filter, { before: prev })}` : null,
    older: next ? `/admin/orders${ordersQuery(filter, { after: next })}` : null,
  };

  return (
    <section aria-labelledby="orders-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="orders-heading" className="text-xl font-bold text-gray-900">
            Orders
          </h2>
          <p className="text-sm text-gray-600">{`${countText(total, totalCapped)} · newest first`}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {filter.status !== "paid" ? (
            <a href="/admin/orders?status=paid" className={buttonClass.secondary}>
              To ship
            </a>
          ) : null}
          {access.can("orders.fulfil") ? (
            <a href="/admin/orders/ship" className={buttonClass.secondary}>
              Import tracking CSV
            </a>
          ) : null}
          <a href={exportUrl(filter)} className={buttonClass.secondary} download>
            Export CSV
          </a>
        </div>
      </div>

      <OrdersFilterForm filter={filter} />

      <OrdersBulkBar
        ticked={current.ticked.size}
        matching={filter.status === "paid" ? { total, capped: totalCapped } : null}
        q={filter.q}
        all={current.all}
        setAll={(all) => setPicked({ ...current, all })}
        clear={() => setPicked({ key: search, ticked: new Set(), all: false })}
      />

      {/* One column that may shrink below its content's width (a grid's default does not), so a
          long reference wraps instead of pushing the page sideways on a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <OrdersTable
          orders={orders}
          total={total}
          selectedNumber={number}
          filtered={Boolean(filter.q || filter.status)}
          hrefFor={(n) => `/admin/orders/${n}${search}`}
          pages={pages}
          selection={{ formId: BULK_FORM_ID, ticked: current.ticked, setPage }}
        />
        <div>
          {outlet ?? (
            // Beside the list on a wide screen; on a phone it would be an empty box under it.
            <p className="hidden rounded-2xl border-2 border-dashed border-gray-200 px-6 py-12 text-center text-sm text-gray-500 lg:block">
              Select an order to see its details.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
