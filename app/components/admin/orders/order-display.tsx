// How the admin shows an order: its number, its status as a coloured badge, its payment reference.
// (Its times: use-shop-time.ts.)
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../../core/order";

const STATUS_STYLE: Record<OrderStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  fulfilled: "bg-sky-50 text-sky-800 ring-sky-200",
  refunded: "bg-violet-50 text-violet-800 ring-violet-200",
  cancelled: "bg-gray-100 text-gray-700 ring-gray-200",
  expired: "bg-gray-100 text-gray-600 ring-gray-200",
};

const PARTLY_SHIPPED_STYLE = "bg-sky-50 text-sky-900 ring-sky-200";

/** partlyShipped: a paid order with a parcel sent, the rest still to send. */
export function StatusBadge({ status, partlyShipped }: { status: OrderStatus; partlyShipped?: boolean }) {
  const partly = partlyShipped && status === "paid";
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${partly ? PARTLY_SHIPPED_STYLE : STATUS_STYLE[status]}`}
      data-testid="order-status"
    >
      {partly ? "Partly shipped" : ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** An order number, the same in the list and the detail. */
export const ORDER_NUMBER_CLASS = "tabular-nums tracking-tight whitespace-nowrap";

/**
 * A payment reference (`test_ch_… (Visa •••• 4242)`, `pi_…`): it may wrap between its id and its
 * card, never inside either (a break showed '…30789 / 6b9' and 'Visa •••• 424 / 2'); an id too long
 * for the line may still break rather than push the page sideways.
 */
export function PaymentReference({ reference }: { reference: string | null }) {
  if (!reference) return <>—</>;
  const card = reference.match(/^(\S+) (\(.+\))$/);
  return card ? (
    <span className="[overflow-wrap:break-word]">
      {card[1]} <span className="whitespace-nowrap">{card[2]}</span>
    </span>
  ) : (
    <span className="[overflow-wrap:break-word]">{reference}</span>
  );
}
