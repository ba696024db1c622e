// An order's money rows (subtotal, discount with its code, shipping, total, GST) from the one
// summary in core/order-summary.ts: the payment page, /success, the account's order and invoice
// pages and the admin's order all draw these, so none can leave the discount out.
import { orderSummary, type OrderMoney, type SummaryRow, type SummaryRowKey } from "../../../core/order-summary";

const TONE: Record<SummaryRowKey, string> = {
  subtotal: "text-gray-700",
  discount: "text-emerald-800",
  shipping: "text-gray-700",
  total: "mt-1 border-t border-gray-200 pt-2 text-base font-semibold text-gray-900",
  gst: "text-gray-600",
};

// The test ids the shopper specs already look for.
const TEST_ID: Partial<Record<SummaryRowKey, string>> = { discount: "order-discount" };

/** The rows of `order`'s summary, or `rows` already made from it (the tax invoice's view model). */
export function OrderMoneyRows({
  className = "",
  gst = true,
  ...from
}: ({ order: OrderMoney } | { rows: readonly SummaryRow[] }) & {
  className?: string;
  /** False for a seller not registered for GST: no GST row (for `order`; `rows` are already made). */
  gst?: boolean;
}) {
  const rows = "rows" in from ? from.rows : orderSummary(from.order, { gst }).rows;
  return (
    <dl className={`space-y-1.5 text-sm ${className}`} aria-label="Order total">
      {rows.map((r) => (
        <div
          key={r.key}
          data-summary-row={r.key}
          data-testid={TEST_ID[r.key]}
          className={`flex justify-between gap-4 ${TONE[r.key]}`}
        >
          <dt>{r.label}</dt>
          <dd className="tabular-nums" data-testid={r.key === "total" ? "order-total" : undefined}>
            {r.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
