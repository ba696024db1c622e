// The Orders tab's list: one row per order (number, customer, status, total), the row of
// the open order highlighted, and "Load more" while the filter matches more than are shown.
import { formatPrice } from "../../../core/money";
import type { OrderView } from "../../../core/order";
import { buttonClass } from "./form-controls";
import { StatusBadge, formatWhen } from "./order-display";
import { Spinner } from "./verifying-auth";

export function OrdersTable(props: {
  orders: OrderView[] | null;
  total: number;
  selectedId: string | undefined;
  filtered: boolean;
  loading: boolean;
  onOpen(id: string): void;
  onLoadMore(): void;
}) {
  const { orders, total, loading } = props;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      {orders === null ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : orders.length === 0 ? (
        <p className="px-6 py-16 text-center text-sm text-gray-600">
          {props.filtered ? "No orders match." : "No orders yet."}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Order
              </th>
              <th scope="col" className="hidden px-4 py-3 md:table-cell">
                Customer
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {orders.map((o) => (
              <tr
                key={o.id}
                data-testid="order-row"
                className={`cursor-pointer hover:bg-purple-50/50 ${props.selectedId === o.id ? "bg-purple-50" : ""}`}
                onClick={() => props.onOpen(o.id)}
              >
                <td className="px-4 py-3">
                  <button
                    type="button"
                    className="font-mono font-semibold text-purple-700 hover:underline"
                    onClick={(e) => {
                      e.stopPropagation();
                      props.onOpen(o.id);
                    }}
                  >
                    {o.number}
                  </button>
                  <div className="text-xs text-gray-500">{formatWhen(o.createdAt)}</div>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <div className="text-gray-900">{o.customerName ?? "—"}</div>
                  <div className="text-xs text-gray-500">{o.email ?? "no e-mail yet"}</div>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={o.status} />
                </td>
                <td className="px-4 py-3 text-right font-medium tabular-nums">{formatPrice(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {orders && orders.length < total ? (
        <div className="border-t border-gray-100 p-3 text-center">
          <button type="button" className={buttonClass.ghost} disabled={loading} onClick={props.onLoadMore}>
            {loading ? "Loading…" : "Load more"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
