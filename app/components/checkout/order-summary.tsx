// An order's lines and totals, as the server priced them: on the payment page
// and on /success. Plain props, no data fetching.
import { formatPrice } from "../../../core/money";
import { OrderMoneyRows } from "./order-money";
import type { OrderLineView } from "../../../core/order";
import { splitFlavors } from "../../../core/flavors";
import { Tub } from "../art";
import { subscriptionLineLabel } from "../../../core/subscription-line-label";

export type OrderSummaryData = {
  number: string;
  lines: OrderLineView[];
  subtotal: number;
  shipping: number;
  total: number;
  gst: number;
  promoCode?: string | null;
  discount?: number;
  /** A subscription's renewal: its lines say so. */
  renewal?: { cycle: number };
};

export function OrderLines({
  lines,
  shopName,
  renewal,
}: {
  lines: readonly OrderLineView[];
  shopName: string;
  renewal?: { cycle: number } | undefined;
}) {
  return (
    <ul className="divide-y divide-gray-200" aria-label="Items">
      {lines.map((l, i) => {
        const flavors = splitFlavors(l.flavor);
        const subscription = subscriptionLineLabel(l, renewal);
        return (
          <li key={`${l.productId}-${i}`} className="flex items-center gap-4 py-4" data-testid="order-line">
            <div className="relative h-14 w-14 shrink-0 rounded-lg border border-gray-200 bg-white p-1">
              <Tub flavor={l.flavor} mixed={flavors.length > 1} brand={shopName} className="h-full w-full" />
              <span
                className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-gray-700 px-1 text-xs font-semibold text-white"
                aria-label={`Quantity ${l.quantity}`}
              >
                {l.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900">{l.name}</p>
              {flavors.length > 0 ? <p className="text-sm text-gray-600">{flavors.join(" · ")}</p> : null}
              {subscription ? <p className="text-sm font-medium text-purple-800">{subscription}</p> : null}
              {l.quantity > 1 ? <p className="text-sm text-gray-500">{formatPrice(l.unitPrice)} each</p> : null}
            </div>
            <p className="font-medium text-gray-900 tabular-nums">{formatPrice(l.lineTotal)}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function OrderTotals({
  order,
}: {
  order: Pick<OrderSummaryData, "subtotal" | "shipping" | "total" | "gst" | "promoCode" | "discount">;
}) {
  return <OrderMoneyRows order={order} />;
}

/** /success: the order number and what was bought. */
export function OrderSummary({
  order,
  shopName,
  status,
  email,
}: {
  order: OrderSummaryData;
  shopName: string;
  /** "paid" once the provider confirmed; "pending" while a confirmation is on its way. */
  status: "paid" | "pending";
  email: string | null;
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
      data-testid="order-summary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-summary-heading" className="text-lg font-semibold text-gray-900">
          Order <span data-testid="order-number">{order.number}</span>
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            status === "paid" ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-800"
          }`}
        >
          {status === "paid" ? "Paid" : "Waiting for payment"}
        </span>
      </div>
      <p className="mt-2 text-sm text-gray-600">
        {status === "paid"
          ? email
            ? `A confirmation and tax invoice is on its way to ${email}.`
            : "A confirmation and tax invoice is on its way to you by e-mail."
          : "We're waiting for your payment to be confirmed. Some ways to pay, such as Afterpay, take a little longer. Your confirmation and tax invoice will come by e-mail once it is."}
      </p>
      <div className="mt-4">
        <OrderLines lines={order.lines} shopName={shopName} renewal={order.renewal} />
      </div>
      <div className="mt-2 border-t border-gray-200 pt-4">
        <OrderTotals order={order} />
      </div>
    </section>
  );
}
