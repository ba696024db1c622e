// The admin's CSV export: one row per order, money in dollars, GST totals at the end.
import { formatAmount } from "../../../core/money";
import { formatAddressLines, type OrderView } from "../../../core/order";

const HEADER = [
  "Order number",
  "Created (UTC)",
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

export function ordersToCsv(orders: readonly OrderView[]): string {
  const rows = orders.map((o) => [
    o.number,
    o.createdAt,
    o.status,
    o.email ?? "",
    o.customerName ?? "",
    o.shippingAddress ? formatAddressLines(o.shippingAddress).slice(1).join(", ") : "",
    o.lines.map((l) => `${l.quantity} x ${l.name}${l.flavor ? ` (${l.flavor})` : ""}`).join("; "),
    formatAmount(o.subtotal),
    formatAmount(o.shipping),
    o.promoCode ?? "",
    formatAmount(o.discount),
    formatAmount(o.total),
    formatAmount(o.gst),
    o.paymentReference ?? "",
    o.trackingNumber ?? "",
  ]);
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
  return [HEADER, ...rows, totals].map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
