// The admin's CSV export: one row per order, money in dollars, GST totals at the end.
import { formatAmount } from "../../../core/money";
import { formatAddressLines, type OrderView } from "../../../core/order";
import { orderSummary } from "../../../core/order-summary";
import { shopLocalTimestamp } from "../../../core/shop-time";

const HEADER = [
  "Order number",
  "Created",
  "Status",
  "E-mail",
  "Customer",
  "Shipping address",
  "Items",
  "Subtotal (AUD)",
  "Shipping (AUD)",
  "Promo code",
  "Discount (AUD)",
  "Total incl. GST (AUD)",
  "GST included (AUD)",
  "Payment reference",
  "Tracking number",
];

/** Quotes every cell; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
function cell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Times in the shop's zone with their offset (the header names the zone). */
export function ordersToCsv(orders: readonly OrderView[], timeZone: string): string {
  const rows = orders.map((o) => {
    // The same summary every other view of the order shows (a discount as a positive amount here,
    // under its own heading, as the column has always carried it).
    const m = orderSummary(o);
    return [
      o.number,
      shopLocalTimestamp(o.createdAt, timeZone),
      o.status,
      o.email ?? "",
      o.customerName ?? "",
      o.shippingAddress ? formatAddressLines(o.shippingAddress).slice(1).join(", ") : "",
      o.lines.map((l) => `${l.quantity} x ${l.name}${l.flavor ? ` (${l.flavor})` : ""}`).join("; "),
      formatAmount(m.subtotal),
      formatAmount(m.shipping),
      m.promoCode ?? "",
      formatAmount(m.discount),
      formatAmount(m.total),
      formatAmount(m.gst),
      o.paymentReference ?? "",
      o.trackingNumber ?? "",
    ];
  });
  // Totals count money actually received: paid and fulfilled orders.
  const counted = orders.filter((o) => o.status === "paid" || o.status === "fulfilled");
  const sum = (f: (o: OrderView) => number) => counted.reduce((acc, o) => acc + f(o), 0);
  const totals = [
    `Totals (${counted.length} paid or fulfilled)`,
    "",
    "",
    "",
    "",
    "",
    "",
    formatAmount(sum((o) => o.subtotal)),
    formatAmount(sum((o) => o.shipping)),
    "",
    formatAmount(sum((o) => o.discount)),
    formatAmount(sum((o) => o.total)),
    formatAmount(sum((o) => o.gst)),
    "",
    "",
  ];
  const header = HEADER.map((h) => (h === "Created" ? `Created (${timeZone})` : h));
  return [header, ...rows, totals].map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
