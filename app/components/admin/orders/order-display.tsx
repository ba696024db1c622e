// How the admin shows an order's status: a coloured badge. (Its times: use-shop-time.ts.)
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../../core/order";

const STATUS_STYLE: Record<OrderStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  fulfilled: "bg-sky-50 text-sky-800 ring-sky-200",
  refunded: "bg-violet-50 text-violet-800 ring-violet-200",
  cancelled: "bg-gray-100 text-gray-700 ring-gray-200",
  expired: "bg-gray-100 text-gray-600 ring-gray-200",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_STYLE[status]}`}
      data-testid="order-status"
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
