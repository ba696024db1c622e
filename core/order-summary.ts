// An order's money as every view of it shows it: /success, the payment page, the
// account's order and tax invoice pages, the invoice e-mail, the admin order and the CSV. One
// summary, read from the stored order, so no view can drop the discount or word it differently.
import { formatAmount, formatPrice } from "./money";
import { isDefaultChoice, isGstFreeExport, shippingMethodLabel, type ShippingChoice } from "./shipping";

/** What an order stores about its money (the orders table's columns of the same names). */
export type OrderMoney = {
  subtotal: number;
  shipping: number;
  total: number;
  gst: number;
  promoCode?: string | null;
  discount?: number | null;
  /** The shipping option chosen at checkout (absent on orders from before there was a choice). */
  shippingChoice?: ShippingChoice | null;
};

export type SummaryRowKey = "subtotal" | "discount" | "shipping" | "total" | "gst";

export type SummaryRow = {
  key: SummaryRowKey;
  label: string;
  /** Cents as the row counts them: the discount is negative, so subtotal..shipping add up to total. */
  amount: number;
  /** The amount as shown to people: "$89.99", "-$9.00", "Free". */
  text: string;
  /** The amount for data formats (CSV): "89.99", "-9.00". */
  plain: string;
};

export type OrderSummary = {
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: number;
  total: number;
  gst: number;
  /** In reading order: subtotal, discount (only when there is one), shipping, total, GST. */
  rows: SummaryRow[];
  /** subtotal − discount + shipping = total: false only for a stored order that does not add up. */
  addsUp: boolean;
};

// The cart drawer and the payment page write a discount the same way ("-$9.00").
const MINUS = "-";

export const SUMMARY_LABELS = {
  subtotal: "Subtotal",
  discount: (code: string | null) => (code ? `Discount (${code})` : "Discount"),
  shipping: "Shipping",
  total: "Total (AUD, GST inclusive)",
  totalWithoutGst: "Total (AUD)",
  gst: "GST included",
} as const;

/** The summary's figures alone, with no text (the CSV writes a million of them). */
export function orderAmounts(order: OrderMoney): Omit<OrderSummary, "rows" | "addsUp"> {
  return {
    subtotal: order.subtotal,
    discount: Math.max(0, order.discount ?? 0),
    promoCode: order.promoCode ? order.promoCode : null,
    shipping: order.shipping,
    total: order.total,
    gst: order.gst,
  };
}

/**
 * The summary of a stored order. The stored total and GST are what the shopper was charged, so
 * they are shown as stored; `addsUp` says whether the rows above them reach that total.
 */
export function orderSummary(
  order: OrderMoney,
  /** A seller not registered for GST shows no GST and no "GST inclusive". */
  opts: { gst?: boolean } = {},
): OrderSummary {
  // An order to New Zealand is a GST-free export: no GST row, the total is not GST inclusive.
  const gst = (opts.gst ?? true) && !isGstFreeExport(order.shippingChoice?.zone);
  const { discount, promoCode } = orderAmounts(order);
  const row = (key: SummaryRowKey, label: string, amount: number, text?: string): SummaryRow => ({
    key,
    label,
    amount,
    text: text ?? (amount < 0 ? `${MINUS}${formatPrice(-amount)}` : formatPrice(amount)),
    plain: formatAmount(amount),
  });
  const rows = [
    row("subtotal", SUMMARY_LABELS.subtotal, order.subtotal),
    ...(discount > 0 ? [row("discount", SUMMARY_LABELS.discount(promoCode), -discount)] : []),
    row(
      "shipping",
      // The usual service is plain "Shipping", as before options existed; another one is named.
      order.shippingChoice && !isDefaultChoice(order.shippingChoice)
        ? `${SUMMARY_LABELS.shipping} (${shippingMethodLabel(order.shippingChoice)})`
        : SUMMARY_LABELS.shipping,
      order.shipping,
      order.shipping === 0 ? "Free" : undefined,
    ),
    row("total", gst ? SUMMARY_LABELS.total : SUMMARY_LABELS.totalWithoutGst, order.total),
    ...(gst ? [row("gst", SUMMARY_LABELS.gst, order.gst)] : []),
  ];
  return {
    subtotal: order.subtotal,
    discount,
    promoCode,
    shipping: order.shipping,
    total: order.total,
    gst: order.gst,
    rows,
    addsUp: order.subtotal - discount + order.shipping === order.total,
  };
}
