// The e-mails an order sends: the confirmation that doubles as a tax invoice
// (A New Tax System (Goods and Services Tax) Act: the words 'Tax invoice', the
// seller's identity and ABN, date, items, GST included), and the dispatch notice.
import { formatPrice } from "../../../core/money";
import { formatAddressLines, trackingUrl, type OrderView } from "../../../core/order";
import { paymentMethodLabel } from "../../../core/payment-card";
import { orderSummary } from "../../../core/order-summary";
import { formatShopDate } from "../../../core/shop-time";
import type { Seller } from "../../../core/store-details";
import { frequencyLabel } from "../../../core/subscription-offer";
import { subscriptionLineLabel } from "../../../core/subscription-line-label";
import type { BrandedHtml } from "../../infra/mail/html";
import { CANCEL_PATH, CANCEL_WHERE, formatChargeDay } from "../../../core/subscription-signup";

/** An attachment the sender makes when it sends: which document, of which order (its id). */
export type MailAttachment = { kind: string; ref: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | BrandedHtml;
  attachments?: MailAttachment[];
};

/** The PDFs the order e-mails carry (order-documents.ts makes them). */
export const TAX_INVOICE_PDF = "tax-invoice-pdf";
export const ADJUSTMENT_NOTE_PDF = "adjustment-note-pdf";

/** Who sells, from the owner's Settings (core/store-details.ts). */
export type { Seller };

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function lineLabel(l: OrderView["lines"][number], renewal?: OrderView["renewal"]): string {
  const name = l.flavor ? `${l.name} (${l.flavor})` : l.name;
  const subscription = subscriptionLineLabel(l, renewal);
  return subscription ? `${name} · ${subscription}` : name;
}

/** Every order e-mail's HTML: the same frame, the shop's name and a way to reach it. */
function htmlMail(seller: Seller, body: string): string {
  return `<!doctype html><html lang="en-AU"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827;max-width:600px;margin:0 auto;padding:24px;overflow-wrap:anywhere">
${body}
<p style="color:#6b7280;font-size:13px">${esc(seller.shopName)} · <a href="${esc(seller.publicUrl)}/contact">Contact us</a></p>
</body></html>`;
}

/** A subscription the order started, as the confirmation names it. */
export type StartedSubscription = { number: string; frequencyWeeks: number; nextChargeOn: string };

const MANAGE = `Skip, change or cancel online at any time ${CANCEL_WHERE.words}`;

/** The confirmation's sentences about the subscriptions the order started (where to manage them follows). */
function subscriptionLines(started: readonly StartedSubscription[]): string[] {
  return started.map(
    (s) =>
      `Subscription ${s.number}: delivered ${frequencyLabel(s.frequencyWeeks)}. Your card is next charged on ${formatChargeDay(s.nextChargeOn)}. It renews until you cancel.`,
  );
}

export function confirmationMail(
  order: OrderView,
  seller: Seller,
  started: readonly StartedSubscription[] = [],
  /** A renewal paid through its pay link: which card its subscription now charges. */
  renewalNotes: readonly string[] = [],
): OutgoingMail {
  const subscribed = [...subscriptionLines(started), ...renewalNotes];
  const manageUrl = `${seller.publicUrl}${CANCEL_PATH}`;
  const manage = started.length > 0;
  if (!order.email) throw new Error(`order ${order.number} has no e-mail address`);
  const date = formatShopDate(order.paidAt ?? order.createdAt, seller.timeZone);
  const address = order.shippingAddress ? formatAddressLines(order.shippingAddress) : [];
  const summary = orderSummary(order, { gst: seller.gstRegistered });
  const invoiceHead = invoiceHeading(order, seller, date);
  const text = [
    `Thanks for your order, ${order.customerName ?? "there"}. We've received your payment and will ship within 1-2 business days.`,
    "",
    ...invoiceHead.text,
    "",
    "Items:",
    ...order.lines.map(
      (l) =>
        `  ${l.quantity} x ${lineLabel(l, order.renewal)} @ ${formatPrice(l.unitPrice)} = ${formatPrice(l.lineTotal)}`,
    ),
    "",
    ...summary.rows.map((r) => `${r.label}: ${r.text}`),
    "",
    ...(address.length > 0 ? ["Shipping to:", ...address.map((a) => `  ${a}`), ""] : []),
    `Paid with: ${paymentMethodLabel(order.paymentReference)}`,
    "",
    ...(subscribed.length > 0 ? [...subscribed, ""] : []),
    ...(manage ? [`${MANAGE} ${CANCEL_WHERE.link}: ${manageUrl}`, ""] : []),
    `Questions? Reply to this e-mail or visit ${seller.publicUrl}/contact`,
    `${seller.shopName}`,
  ].join("\n");

  const moneyRows = summary.rows
    .map((r, i) => {
      const strong = r.key === "total";
      const wrap = (t: string) => (strong ? `<strong>${t}</strong>` : t);
      const top = i === 0 ? "border-top:1px solid #e5e7eb;" : "";
      return `<tr data-summary-row="${r.key}" style="${top}"><td colspan="3" style="padding:6px 0">${wrap(esc(r.label))}</td>\n<td style="text-align:right">${wrap(esc(r.text))}</td></tr>`;
    })
    .join("\n");
  const rows = order.lines
    .map(
      (l) =>
        // A line break between cells: a client that reads the HTML as text keeps them apart.
        `<tr>\n<td style="padding:6px 0">${esc(lineLabel(l, order.renewal))}</td>\n<td style="padding:6px 8px;text-align:center">${l.quantity}</td>\n<td style="padding:6px 0;text-align:right">${formatPrice(l.unitPrice)}</td>\n<td style="padding:6px 0;text-align:right">${formatPrice(l.lineTotal)}</td>\n</tr>`,
    )
    .join("\n");
  const html = htmlMail(
    seller,
    `<p>Thanks for your order, ${esc(order.customerName ?? "there")}. We've received your payment and will ship within 1-2 business days.</p>
${invoiceHead.html}
<table style="width:100%;border-collapse:collapse;margin-top:16px;font-size:14px">
<thead><tr style="border-bottom:1px solid #e5e7eb">
<th style="text-align:left;padding:6px 0">Item</th>
<th style="padding:6px 8px">Qty</th>
<th style="text-align:right;padding:6px 0">Price</th>
<th style="text-align:right;padding:6px 0">Amount</th>
</tr></thead>
<tbody>${rows}</tbody>
<tfoot>
${moneyRows}
</tfoot></table>
${address.length > 0 ? `<p style="margin-top:16px">Shipping to:<br>${address.map(esc).join("<br>")}</p>` : ""}
<p style="color:#6b7280;font-size:13px">Paid with: ${esc(paymentMethodLabel(order.paymentReference))}</p>
${subscribed.map((t) => `<p data-subscription>${esc(t)}</p>`).join("\n")}
${manage ? `<p data-subscription>${esc(MANAGE)} <a href="${esc(manageUrl)}">${esc(CANCEL_WHERE.link)}</a>.</p>` : ""}`,
  );
  return {
    to: order.email,
    subject: `Your ${seller.shopName} order ${order.number}${invoiceHead.subject}`,
    text,
    html,
    // No PDF when the confirmation is no invoice (a live shop without a real ABN).
    ...(seller.document === "confirmation" ? {} : { attachments: [{ kind: TAX_INVOICE_PDF, ref: order.id }] }),
  };
}

/**
 * The confirmation's invoice part. A tax invoice names the seller, the ABN and the GST; a seller
 * not registered for GST sends a plain invoice; and a shop taking real money with no real ABN
 * sends no invoice at all, only the order's number and date (a tax invoice with a made-up ABN is
 * not one; the customer may ask for it once the owner has entered the ABN).
 */
function invoiceHeading(order: OrderView, seller: Seller, date: string) {
  const h1 = (t: string) => `<h1 style="font-size:20px;margin:24px 0 4px">${t}</h1>`;
  if (seller.document === "confirmation") {
    const ask = "If you need a tax invoice for this order, reply to this e-mail and we will send one.";
    return {
      subject: "",
      text: ["ORDER CONFIRMATION", `Order number: ${order.number}`, `Date: ${date}`, ask],
      html: `${h1("Order confirmation")}
<p style="margin:12px 0 0">Order number: <strong>${esc(order.number)}</strong><br>Date: ${esc(date)}</p>
<p style="color:#6b7280;font-size:13px">${esc(ask)}</p>`,
    };
  }
  const tax = seller.document === "tax-invoice";
  const abn = seller.abn ? [`ABN ${seller.abn}`] : [];
  return {
    subject: tax ? " (tax invoice)" : " (invoice)",
    text: [
      tax ? "TAX INVOICE" : "INVOICE",
      seller.name,
      ...abn,
      `Invoice number: ${order.number}`,
      `Date of issue: ${date}`,
    ],
    html: `${h1(tax ? "Tax invoice" : "Invoice")}
<p style="margin:0">${[seller.name, ...abn].map(esc).join("<br>")}</p>
<p style="margin:12px 0 0">Invoice number: <strong>${esc(order.number)}</strong><br>Date of issue: ${esc(date)}</p>`,
  };
}

/** A notice about an order (shipped, refunded): greeting, body, the way to reach the shop. */
function orderNotice(
  order: OrderView,
  seller: Seller,
  notice: { subject: string; text: readonly string[]; html: string },
): OutgoingMail {
  if (!order.email) throw new Error(`order ${order.number} has no e-mail address`);
  const name = order.customerName ?? "there";
  const text = [
    `Hi ${name},`,
    "",
    ...notice.text,
    "",
    `Questions? Visit ${seller.publicUrl}/contact`,
    seller.shopName,
  ].join("\n");
  const html = htmlMail(seller, `<p>Hi ${esc(name)},</p>\n${notice.html}`);
  return { to: order.email, subject: notice.subject, text, html };
}

export function fulfilmentMail(order: OrderView, seller: Seller): OutgoingMail {
  const tracking = order.trackingNumber;
  const sent = `Your ${seller.shopName} order ${order.number} is on its way by express post (2-3 business days across Australia)`;
  return orderNotice(order, seller, {
    subject: `Your ${seller.shopName} order ${order.number} has shipped`,
    text: [
      tracking ? `${sent}, with tracking.` : `${sent}, sent without tracking.`,
      ...(tracking ? [`Tracking number: ${tracking}`, `Track it: ${trackingUrl(tracking)}`] : []),
      "",
      "Items:",
      ...order.lines.map((l) => `  ${l.quantity} x ${lineLabel(l)}`),
    ],
    html: `<p>Your ${esc(seller.shopName)} order <strong>${esc(order.number)}</strong> is on its way by express post (2-3 business days across Australia)${tracking ? ", with tracking." : ", sent without tracking."}</p>
${tracking ? `<p>Tracking number: <a href="${esc(trackingUrl(tracking))}"><strong>${esc(tracking)}</strong></a></p>` : ""}
<ul>${order.lines.map((l) => `<li>${l.quantity} × ${esc(lineLabel(l))}</li>`).join("")}</ul>`,
  });
}

export function refundMail(order: OrderView, seller: Seller): OutgoingMail {
  const amount = formatPrice(order.total);
  const notice = orderNotice(order, seller, {
    subject: `Your ${seller.shopName} order ${order.number} has been refunded`,
    text: [
      `We've refunded ${amount} (AUD${seller.gstRegistered ? ", GST inclusive" : ""}) for your ${seller.shopName} order ${order.number} to the card you paid with.`,
      "Card refunds usually appear on your statement within 5-10 business days, depending on your bank.",
      "",
      `Refund reference: ${order.refundReference ?? "-"}`,
    ],
    html: `<p>We've refunded <strong>${esc(amount)}</strong> (AUD${seller.gstRegistered ? ", GST inclusive" : ""}) for your ${esc(seller.shopName)} order <strong>${esc(order.number)}</strong> to the card you paid with.</p>
<p>Card refunds usually appear on your statement within 5-10 business days, depending on your bank.</p>
<p style="color:#6b7280;font-size:13px">Refund reference: ${esc(order.refundReference ?? "-")}</p>`,
  });
  return { ...notice, attachments: [{ kind: ADJUSTMENT_NOTE_PDF, ref: order.id }] };
}
