import { replace, useLocation, useOutlet, useParams, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { buttonClass } from "../../components/admin/shared/form-controls";
import { OrdersFilterForm } from "../../components/admin/orders/orders-filter";
import { exportUrl, ordersQuery, readOrderFilter } from "../../components/admin/orders/orders-api";
import { OrdersTable } from "../../components/admin/orders/orders-table";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.orders";

const PAGE = 50;
const MAX_SHOWN = 1000;

// Newest first, filtered by ?status= and ?q= (number or e-mail); ?shown= grows by "Load more".
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // An old link named the order by id (?order=…): its screen is now at its number.
  const legacy = params.get("order");
  if (legacy) {
    const order = await context.services.orders.getOrder(legacy).catch(() => null);
    if (order) throw replace(`/admin/orders/${order.number}`);
  }
  const filter = readOrderFilter(params);
  const shown = Math.min(MAX_SHOWN, Math.max(PAGE, Math.ceil((Number(params.get("shown")) || PAGE) / PAGE) * PAGE));
  const { orders, total } = await context.services.orders.listOrders({
    status: filter.status || undefined,
    q: filter.q || undefined,
    limit: shown,
    offset: 0,
  });
  return { orders, total, filter, shown };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Orders", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Orders" />;
}

/** The Orders screen: the list on the left, the open order (/admin/orders/:number) beside it. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, filter, shown } = loaderData;
  const outlet = useOutlet();
  const { number } = useParams();
  const { search } = useLocation();
  const more = shown < total && shown < MAX_SHOWN ? ordersQuery(filter, { shown: String(shown + PAGE) }) : null;

  return (
    <section aria-labelledby="orders-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="orders-heading" className="text-xl font-bold text-gray-900">
            Orders
          </h2>
          <p className="text-sm text-gray-600">{`${total} ${total === 1 ? "order" : "orders"}`} · newest first</p>
        </div>
        <a href={exportUrl(filter)} className={buttonClass.secondary} download>
          Export CSV
        </a>
      </div>

      <OrdersFilterForm filter={filter} />

      {/* One column that may shrink below its content's width (a grid's default does not), so a
          long reference wraps instead of pushing the page sideways on a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <OrdersTable
          orders={orders}
          total={total}
          selectedNumber={number}
          filtered={Boolean(filter.q || filter.status)}
          hrefFor={(n) => `/admin/orders/${n}${search}`}
          moreHref={more}
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
