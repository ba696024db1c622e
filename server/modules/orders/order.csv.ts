// The admin's CSV export: one row per order, money in dollars, GST totals at the end.
import { shippingMethodLabel, type ShippingChoice } from "../../../core/shipping";
import { formatAmount } from "../../../core/money";
import { formatAddressLines, type OrderLineView, type OrderView } from "../../../core/order";
import { orderAmounts } from "../../../core/order-summary";
import { shopTimestamper } from "../../../core/shop-time";

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
  // Subscribe & save: "First order", "Renewal 3", or empty for an order outside any subscription.
  "Subscription",
  // "Standard", "Express", "New Zealand, Express"; empty on orders from before there was a choice.
  "Shipping method",
];

/** What a CSV row reads of an order: an OrderView, or the export's narrower row (order.mapper.ts). */
export type CsvOrder = Pick<
  OrderView,
  | "number"
  | "createdAt"
  | "status"
  | "email"
  | "customerName"
  | "shippingAddress"
  | "subtotal"
  | "shipping"
  | "total"
  | "gst"
  | "promoCode"
  | "discount"
  | "paymentReference"
  | "trackingNumber"
> & {
  lines: readonly Pick<OrderLineView, "quantity" | "name" | "flavor">[];
  /** Its place in a subscription ("First order", "Renewal 3"), or "" (core/renewal-label.ts). */
  subscription?: string;
  shippingChoice?: ShippingChoice | null;
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** Quotes every cell; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
function cell(v: string): string {
  const safe = FORMULA_START.test(v) ? `'${v}` : v;
  // Most cells hold no quote: no replace (a million rows of fifteen cells).
  return safe.includes('"') ? `"${safe.replace(/"/g, '""')}"` : `"${safe}"`;
}

/** One CSV line, every cell quoted and defused (the customers export uses it too). */
export const line = (cells: readonly string[]) => {
  let out = cell(cells[0]!);
  for (let i = 1; i < cells.length; i++) out += `,${cell(cells[i]!)}`;
  return `${out}\r\n`;
};

/** The header line; times are in the shop's zone with their offset, and the header names the zone. */
export function ordersCsvHeader(timeZone: string): string {
  return line(HEADER.map((h) => (h === "Created" ? `Created (${timeZone})` : h)));
}

/**
 * The rows of one export, a batch at a time: one timestamper for the whole export, so the shop's
 * zone is asked about each day once, not again for every batch.
 */
export function createCsvRows(timeZone: string): (orders: readonly CsvOrder[]) => string {
  const stamp = shopTimestamper(timeZone);
  return (orders) => {
    let out = "";
    for (const o of orders) {
      // The same figures every other view of the order shows (a discount as a positive amount
      // here, under its own heading, as the column has always carried it).
      const m = orderAmounts(o);
      out += line([
        o.number,
        stamp(o.createdAt),
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
        o.subscription ?? "",
        o.shippingChoice ? shippingMethodLabel(o.shippingChoice) : "",
      ]);
    }
    return out;
  };
}

/** The totals line, summed batch by batch as the rows stream past. */
export function createCsvTotals() {
  // Totals count money actually received: paid and fulfilled orders.
  const sum = { count: 0, subtotal: 0, shipping: 0, discount: 0, total: 0, gst: 0 };
  return {
    add(orders: readonly CsvOrder[]) {
      for (const o of orders) {
        if (o.status !== "paid" && o.status !== "fulfilled") continue;
        sum.count += 1;
        sum.subtotal += o.subtotal;
        sum.shipping += o.shipping;
        sum.discount += o.discount;
        sum.total += o.total;
        sum.gst += o.gst;
      }
    },
    line: () =>
      line([
        `Totals (${sum.count} paid or fulfilled)`,
        "",
        "",
        "",
        "",
        "",
        "",
        formatAmount(sum.subtotal),
        formatAmount(sum.shipping),
        "",
        formatAmount(sum.discount),
        formatAmount(sum.total),
        formatAmount(sum.gst),
        "",
        "",
        "",
        "",
      ]),
  };
}

/** The whole CSV of a few orders at once (the export itself streams these same pieces). */
export function ordersToCsv(orders: readonly CsvOrder[], timeZone: string): string {
  const totals = createCsvTotals();
  totals.add(orders);
  return ordersCsvHeader(timeZone) + createCsvRows(timeZone)(orders) + totals.line();
}
