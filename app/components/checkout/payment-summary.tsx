// The test payment page's order summary: who is paid, the total, and the order's lines
// and totals as the server priced them.
import { formatPrice } from "../../../core/money";
import { Logo } from "../art";
import { OrderLines, OrderTotals, type OrderSummaryData } from "./order-summary";
import { TestModeBadge } from "./test-payment-marks";

export function PaymentSummary({ order, shopName }: { order: OrderSummaryData; shopName: string }) {
  const itemCount = order.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section
      aria-labelledby="summary-heading"
      className="border-b border-gray-200 bg-gray-50 px-5 py-6 md:sticky md:top-0 md:self-start md:border-b-0 md:bg-transparent md:px-10 md:py-12"
    >
      <div className="flex items-center gap-3">
        <a
          href="/cancel"
          className="group -ml-1 flex items-center gap-2 rounded-md p-1 text-gray-700 hover:text-gray-900"
          aria-label={`Cancel and return to ${shopName}`}
        >
          <svg
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
            className="h-4 w-4 transition group-hover:-translate-x-0.5"
          >
            <path
              fillRule="evenodd"
              d="M12.79 5.23a.75.75 0 0 1-.02 1.06L8.83 10l3.94 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z"
              clipRule="evenodd"
            />
          </svg>
          <Logo brand={shopName} className="h-7 w-auto" />
        </a>
        <TestModeBadge />
      </div>

      <h1 id="summary-heading" className="mt-8 text-base font-medium text-gray-500">
        Pay {shopName}
      </h1>
      <p className="mt-1 text-4xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid="pay-total">
        {formatPrice(order.total)}
      </p>
      <p className="mt-1 text-sm text-gray-500">
        Order {order.number} · {itemCount} {itemCount === 1 ? "item" : "items"} · incl. GST
      </p>

      <details className="group mt-6 md:open:block" open>
        <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-medium text-purple-700 md:hidden">
          <span>Order details</span>
          <span aria-hidden="true" className="transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-2">
          <OrderLines lines={order.lines} shopName={shopName} renewal={order.renewal} />
          <div className="border-t border-gray-200 pt-4">
            <OrderTotals order={order} />
          </div>
        </div>
      </details>
    </section>
  );
}
