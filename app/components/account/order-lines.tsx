// An order as its shopper sees it in the account: its lines, then the money rows every view of
// an order shares (subtotal, discount, shipping, total, GST).
import { formatPrice } from "../../../core/money";
import { OrderMoneyRows } from "../checkout/order-money";
import { ORDER_STATUS_LABELS, type OrderView } from "../../../core/order";

const dateFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "Australia/Sydney" });
export const orderDate = (o: Pick<OrderView, "paidAt" | "createdAt">) =>
  dateFormat.format(new Date(o.paidAt ?? o.createdAt));

/** Australia Post's tracking page for a consignment number. */
export { trackingUrl } from "../../../core/order";

export function StatusBadge({ status }: { status: OrderView["status"] }) {
  const tone =
    status === "fulfilled"
      ? "bg-green-100 text-green-900"
      : status === "refunded"
        ? "bg-gray-200 text-gray-900"
        : "bg-purple-100 text-purple-900";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>{ORDER_STATUS_LABELS[status]}</span>
  );
}

export function OrderLines({ order, gst = true }: { order: OrderView; gst?: boolean }) {
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items in order {order.number}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            <th scope="col" className="py-2 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 pl-4 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="py-2 pl-8 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={i} className="border-b border-gray-100">
              <td className="py-2 pr-2 text-gray-900">
                {l.name}
                {l.flavor ? <span className="block text-gray-600">{l.flavor}</span> : null}
              </td>
              <td className="py-2 pl-4 text-right tabular-nums">{l.quantity}</td>
              <td className="py-2 pl-8 text-right tabular-nums">{formatPrice(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderMoneyRows order={order} gst={gst} className="ml-auto max-w-sm" />
    </div>
  );
}
