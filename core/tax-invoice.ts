// The tax invoice and the adjustment note as data: what the web invoice page and the PDFs show,
// built once from the stored order, so the page and the file a shopper's accountant keeps
// always agree. The words and amounts a tax invoice needs (A New Tax System (Goods and Services
// Tax) Act): 'Tax invoice', the seller's name and ABN, the date of issue, each item with its
// quantity and price, the GST included, and the buyer (needed from $1,000; always shown here).
import { formatPrice, gstIncluded } from "./money";
import { formatAddressLines, type OrderStatus, type OrderView } from "./order";
import { orderSummary, type SummaryRow } from "./order-summary";
import { paidWithLabel } from "./payment-card";
import { GST_FREE_EXPORT, isGstFreeExport } from "./shipping";
import { formatShopDate } from "./shop-time";
import { INVOICE_HEADINGS, type InvoiceDocument } from "./store-details";
import { subscriptionLineLabel } from "./subscription-line-label";

/** The seller a tax invoice names (the e-mail's and the invoice page's seller carry at least this). */
export type InvoiceSeller = {
  name: string;
  abn: string;
  shopName: string;
  /** Not registered for GST: an 'Invoice' with no GST (the Settings' seller; a tax invoice when absent). */
  gstRegistered?: boolean;
  /** What the order's invoice is (core/store-details.ts); a tax invoice when absent. */
  document?: InvoiceDocument;
};

export type InvoiceLine = {
  description: string;
  /** Lines printed under the description (the flavour, the subscription; later a stock lot). */
  details: string[];
  quantity: number;
  unitPrice: string;
  amount: string;
};

export type TaxInvoiceView = {
  /** "Tax invoice", "Invoice" (no GST) or "Order confirmation" (live, with no real ABN). */
  title: string;
  document: InvoiceDocument;
  seller: InvoiceSeller;
  /** The invoice number is the order number. */
  number: string;
  /** In words, in the shop's time zone: "28 November 2026". */
  dateOfIssue: string;
  buyer: { name: string; email: string | null; address: string[] };
  paidWith: string;
  lines: InvoiceLine[];
  /** Subtotal, discount, shipping, total and GST, as every view of the order words them. */
  totals: SummaryRow[];
  note: string;
};

/** The statuses of an order that was paid: only these have a tax invoice. */
const INVOICED: readonly OrderStatus[] = ["paid", "fulfilled", "refunded"];

export function hasTaxInvoice(order: Pick<OrderView, "status" | "paidAt">): boolean {
  return INVOICED.includes(order.status) && order.paidAt !== null;
}

export function hasAdjustmentNote(order: Pick<OrderView, "status" | "paidAt" | "refundedAt">): boolean {
  return order.status === "refunded" && order.refundedAt !== null && order.paidAt !== null;
}

export function invoiceLines(order: OrderView): InvoiceLine[] {
  return order.lines.map((l) => {
    const subscription = subscriptionLineLabel(l, order.renewal);
    return {
      description: l.name,
      details: [...(l.flavor ? [l.flavor] : []), ...(subscription ? [subscription] : [])],
      quantity: l.quantity,
      unitPrice: formatPrice(l.unitPrice),
      amount: formatPrice(l.lineTotal),
    };
  });
}

function buyerOf(order: OrderView): TaxInvoiceView["buyer"] {
  const address = order.shippingAddress ? formatAddressLines(order.shippingAddress) : [];
  return { name: order.customerName ?? order.shippingAddress?.name ?? "", email: order.email, address };
}

export function taxInvoiceView(order: OrderView, seller: InvoiceSeller, timeZone: string): TaxInvoiceView {
  const document = seller.document ?? "tax-invoice";
  const exported = isGstFreeExport(order.shippingChoice?.zone);
  const gst = (seller.gstRegistered ?? true) && !exported;
  return {
    title: INVOICE_HEADINGS[document],
    document,
    seller: { name: seller.name, abn: document === "confirmation" ? "" : seller.abn, shopName: seller.shopName },
    number: order.number,
    dateOfIssue: formatShopDate(order.paidAt ?? order.createdAt, timeZone),
    buyer: buyerOf(order),
    paidWith: paidWithLabel(order),
    lines: invoiceLines(order),
    totals: orderSummary(order, { gst }).rows,
    note: `${exported ? `${GST_FREE_EXPORT}: no GST is charged. ` : ""}All prices are in Australian dollars${gst ? " and include GST" : ""}. Thank you for shopping with ${seller.shopName}.`,
  };
}

/** Money given back for an order: how much, under which refund reference, when. */
export type RefundGiven = { amount: number; reference: string; at: string };

/**
 * What an adjustment note states: the whole order once it is refunded; before that, the partial
 * refunds made at the provider (their sum, the latest reference and time). Null when none.
 */
export function refundGiven(order: OrderView, partials: readonly RefundGiven[]): RefundGiven | null {
  if (order.status === "refunded" && order.refundedAt) {
    return { amount: order.total, reference: order.refundReference ?? "-", at: order.refundedAt };
  }
  if (!hasTaxInvoice(order) || partials.length === 0) return null;
  const last = partials.at(-1)!;
  const amount = Math.min(
    order.total,
    partials.reduce((sum, r) => sum + r.amount, 0),
  );
  return { amount, reference: last.reference, at: last.at };
}

export type AdjustmentNoteView = {
  title: "Adjustment note";
  seller: InvoiceSeller;
  /** The note's own number: the order's, marked as its adjustment. */
  number: string;
  dateOfIssue: string;
  /** The tax invoice it adjusts. */
  invoice: { number: string; dateOfIssue: string; total: string };
  buyer: TaxInvoiceView["buyer"];
  lines: InvoiceLine[];
  refund: { amount: number; gst: number; amountText: string; gstText: string; reference: string };
  note: string;
};

/**
 * The adjustment note of a refund, whole or in part: the amount, the GST it gives back (the same
 * one-eleventh rule every GST amount of the shop uses), and the tax invoice it reduces. Null when
 * nothing was refunded.
 */
export function adjustmentNoteView(
  order: OrderView,
  seller: InvoiceSeller,
  timeZone: string,
  partials: readonly RefundGiven[] = [],
): AdjustmentNoteView | null {
  const refund = refundGiven(order, partials);
  if (!refund || !order.paidAt) return null;
  const { amount } = refund;
  const gst = gstIncluded(amount);
  return {
    title: "Adjustment note",
    seller: { name: seller.name, abn: seller.abn, shopName: seller.shopName },
    number: `${order.number}-A1`,
    dateOfIssue: formatShopDate(refund.at, timeZone),
    invoice: {
      number: order.number,
      dateOfIssue: formatShopDate(order.paidAt, timeZone),
      total: formatPrice(order.total),
    },
    buyer: buyerOf(order),
    lines: invoiceLines(order),
    refund: {
      amount,
      gst,
      amountText: formatPrice(amount),
      gstText: formatPrice(gst),
      reference: refund.reference,
    },
    note: `This note reduces tax invoice ${order.number} by the amount refunded, GST included. Amounts are in Australian dollars.`,
  };
}

/**
 * How a PDF of an order is answered, to the shopper and to staff alike: a download, kept by no
 * cache (it names the buyer and their address).
 */
export function pdfDownloadHeaders(filename: string): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
