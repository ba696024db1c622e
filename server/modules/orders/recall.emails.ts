// The recall notice a customer receives for a lot they were shipped: a service message, so it
// carries no unsubscribe link and goes whatever their marketing consent. It names the product,
// flavour, lot and best-before in words, their order as they know it, the shop's own words and
// what to do, and how to reach the shop. Replies go to the shop's support address.
import type { Seller } from "../../../core/store-details";
import { formatBestBefore } from "../../../core/stock-lots";
import type { RecallNoticeText } from "../../../core/recall";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";

export type RecallNoticeFacts = {
  products: readonly string[];
  flavour: string;
  lotNumber: string;
  bestBefore: string;
  /** The customer's orders that shipped tubs of the lot, by number, with the tubs each took. */
  orders: readonly { number: string; tubs: number }[];
};

type Shop = Pick<Seller, "shopName" | "publicUrl" | "supportEmail" | "supportPhone">;

const tubs = (n: number) => `${n} ${n === 1 ? "tub" : "tubs"}`;

export function recallNoticeMail(
  shop: Shop,
  to: string,
  facts: RecallNoticeFacts,
  text: RecallNoticeText,
): MailMessage {
  const product = facts.products.length > 0 ? facts.products.join(", ") : "Tubs";
  const heading = `Recall: ${product}, ${facts.flavour}, lot ${facts.lotNumber}`;
  const orderWords = facts.orders.map((o) => `${o.number} (${tubs(o.tubs)})`).join(", ");
  const contact = [
    shop.supportEmail ? `e-mail ${shop.supportEmail}` : "",
    shop.supportPhone ? `call ${shop.supportPhone}` : "",
  ].filter(Boolean);
  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text: `You received tubs from a lot of ${product} (${facts.flavour}) that we are recalling: lot ${facts.lotNumber}, best before ${formatBestBefore(facts.bestBefore)}.`,
    },
    { kind: "quote", text: text.message },
    {
      kind: "fields",
      rows: [
        ["Product", product],
        ["Flavour", facts.flavour],
        ["Lot number", facts.lotNumber],
        ["Best before", formatBestBefore(facts.bestBefore)],
        [facts.orders.length === 1 ? "Your order" : "Your orders", orderWords],
      ],
    },
    { kind: "p", text: "What to do:" },
    { kind: "quote", text: text.action },
    {
      kind: "p",
      text: `The lot number and best-before date are printed on the tub. Questions? Reply to this e-mail${contact.length > 0 ? `, or ${contact.join(" or ")}` : ""}.`,
    },
    {
      kind: "p",
      text: "You can also write to us",
      link: { label: "on our contact page", url: `${shop.publicUrl}/contact` },
    },
  ];
  return {
    to,
    ...(shop.supportEmail ? { replyTo: shop.supportEmail } : {}),
    subject: `Recall of ${product} (${facts.flavour}), lot ${facts.lotNumber} - ${shop.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  };
}

/** The staff alert that a lot's notices went: the lot in words and how many, with a button to its recall. */
export function recallSentAlert(
  to: string,
  sent: { lotNumber: string; flavor: string; sent: number },
  seller: Pick<Seller, "shopName" | "publicUrl">,
): MailMessage {
  const heading = `Recall notice sent: lot ${sent.lotNumber}`;
  const customers = `${sent.sent.toLocaleString("en-AU")} ${sent.sent === 1 ? "customer" : "customers"}`;
  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text: `The recall notice of ${sent.flavor}, lot ${sent.lotNumber}, was e-mailed to ${customers}.`,
      action: {
        label: "View the recall",
        url: `${seller.publicUrl}/admin/recall?lot=${encodeURIComponent(sent.lotNumber)}`,
      },
    },
  ];
  return {
    to,
    subject: `${heading} - ${seller.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: seller.shopName, heading, blocks }),
  };
}
