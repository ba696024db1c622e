// The e-mails an order sends: the confirmation that doubles as a tax invoice
// (A New Tax System (Goods and Services Tax) Act: the words 'Tax invoice', the
// seller's identity and ABN, date, items, GST included), and the dispatch notice.
import { formatPrice } from "../../../core/money";
import { formatAddressLines, trackingUrl, type OrderView } from "../../../core/order";
import { paidWithLabel } from "../../../core/payment-card";
import { orderSummary } from "../../../core/order-summary";
import { formatShopDate } from "../../../core/shop-time";
import type { Seller } from "../../../core/store-details";
import { frequencyLabel } from "../../../core/subscription-offer";
import { subscriptionLineLabel } from "../../../core/subscription-line-label";
import { renderEmailHtml, type BrandedHtml, type EmailBlock } from "../../infra/mail/html";
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

export function lineLabel(l: OrderView["lines"][number], renewal?: OrderView["renewal"]): string {
  const name = l.flavor ? `${l.name} (${l.flavor})` : l.name;
  const subscription = subscriptionLineLabel(l, renewal);
  return subscription ? `${name} · ${subscription}` : name;
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
  /** The absolute address of a product's picture, for the list of what was bought. */
  imageFor?: (productId: string) => string | null,
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
    `Paid with: ${paidWithLabel(order)}`,
    "",
    ...(subscribed.length > 0 ? [...subscribed, ""] : []),
    ...(manage ? [`${MANAGE} ${CANCEL_WHERE.link}: ${manageUrl}`, ""] : []),
    `Questions? Reply to this e-mail or visit ${seller.publicUrl}/contact`,
    `${seller.shopName}`,
  ].join("\n");

  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text: `Thanks for your order, ${order.customerName ?? "there"}. We've received your payment and will ship within 1-2 business days.`,
    },
    ...invoiceHead.blocks,
    {
      kind: "items",
      lines: order.lines.map((l) => ({
        name: lineLabel(l, order.renewal),
        quantity: l.quantity,
        detail: `${formatPrice(l.unitPrice)} each`,
        amount: formatPrice(l.lineTotal),
        imageUrl: imageFor?.(l.productId) ?? null,
      })),
      summary: summary.rows.map((r) => ({ key: r.key, label: r.label, text: r.text, strong: r.key === "total" })),
    },
    {
      kind: "fields",
      rows: [
        ...(address.length > 0 ? [["Shipping to", address.join("\n")] as const] : []),
        ["Paid with", paidWithLabel(order)] as const,
      ],
    },
    ...subscribed.map((t): EmailBlock => ({ kind: "p", text: t })),
    ...(manage ? [{ kind: "p", text: MANAGE, link: { label: CANCEL_WHERE.link, url: manageUrl } } as const] : []),
  ];
  const html = renderEmailHtml({ shopName: seller.shopName, heading: invoiceHead.heading, blocks });
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
  if (seller.document === "confirmation") {
    const ask = "If you need a tax invoice for this order, reply to this e-mail and we will send one.";
    return {
      subject: "",
      heading: "Order confirmation",
      text: ["ORDER CONFIRMATION", `Order number: ${order.number}`, `Date: ${date}`, ask],
      blocks: [
        {
          kind: "fields",
          rows: [
            ["Order number", order.number],
            ["Date", date],
          ],
        },
        { kind: "p", text: ask },
      ] satisfies EmailBlock[],
    };
  }
  const tax = seller.document === "tax-invoice";
  const abn = seller.abn ? [`ABN ${seller.abn}`] : [];
  return {
    subject: tax ? " (tax invoice)" : " (invoice)",
    heading: tax ? "Tax invoice" : "Invoice",
    text: [
      tax ? "TAX INVOICE" : "INVOICE",
      seller.name,
      ...abn,
      `Invoice number: ${order.number}`,
      `Date of issue: ${date}`,
    ],
    blocks: [
      {
        kind: "fields",
        rows: [
          ["Seller", [seller.name, ...abn].join("\n")],
          ["Invoice number", order.number],
          ["Date of issue", date],
        ],
      },
    ] satisfies EmailBlock[],
  };
}

/** A notice about an order (shipped, refunded): greeting, body, the way to reach the shop. */
export function orderNotice(
  order: OrderView,
  seller: Seller,
  notice: { subject: string; text: readonly string[]; heading: string; blocks: EmailBlock[] },
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
  const html = renderEmailHtml({
    shopName: seller.shopName,
    heading: notice.heading,
    blocks: [{ kind: "p", text: `Hi ${name},` }, ...notice.blocks],
  });
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
    heading: "Your order is on its way",
    blocks: [
      { kind: "p", text: tracking ? `${sent}, with tracking.` : `${sent}, sent without tracking.` },
      ...(tracking
        ? [
            {
              kind: "p",
              text: `Tracking number: ${tracking}`,
              action: { label: "Track your parcel", url: trackingUrl(tracking) },
            } as const,
          ]
        : []),
      {
        kind: "items",
        lines: order.lines.map((l) => ({ name: lineLabel(l), quantity: l.quantity })),
      },
    ],
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
    heading: "Your order has been refunded",
    blocks: [
      {
        kind: "p",
        text: `We've refunded ${amount} (AUD${seller.gstRegistered ? ", GST inclusive" : ""}) for your ${seller.shopName} order ${order.number} to the card you paid with.`,
      },
      {
        kind: "p",
        text: "Card refunds usually appear on your statement within 5-10 business days, depending on your bank.",
      },
      { kind: "fields", rows: [["Refund reference", order.refundReference ?? "-"]] },
    ],
  });
  return { ...notice, attachments: [{ kind: ADJUSTMENT_NOTE_PDF, ref: order.id }] };
}
