// The two e-mails a return request sends: an acknowledgement to the customer (with the
// reference) and a notification to the support address.
import { returnPreferenceLabel, returnReasonLabel, type ReturnRequest } from "../../../core/forms";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";

type Shop = { shopName: string; supportEmail: string };

function rows(r: ReturnRequest, reference: string): EmailBlock {
  return {
    kind: "fields",
    rows: [
      ["Reference", reference],
      ["Order number", r.orderNumber],
      ["Reason", returnReasonLabel(r.reason)],
      ["Preference", returnPreferenceLabel(r.preference)],
      ["Additional details", r.description ?? "None"],
    ],
  };
}

function build(shop: Shop, to: string, subject: string, heading: string, blocks: EmailBlock[], replyTo: string) {
  return {
    to,
    subject,
    replyTo,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  } satisfies MailMessage;
}

export function returnAcknowledgement(shop: Shop, r: ReturnRequest, reference: string): MailMessage {
  return build(
    shop,
    r.email,
    `Return request ${reference} received - ${shop.shopName}`,
    "We've received your return request",
    [
      {
        kind: "p",
        text: "Thanks for letting us know. We'll be in touch within 24 hours with your return authorisation and next steps. Please wait for it before sending anything back.",
      },
      rows(r, reference),
      {
        kind: "p",
        text: "Our 30-day satisfaction guarantee is in addition to your rights under the Australian Consumer Law. If your item is faulty, damaged or not what you ordered, we cover the cost of return shipping.",
      },
      { kind: "p", text: `Questions? Reply to this e-mail or write to ${shop.supportEmail} quoting ${reference}.` },
      { kind: "p", text: `The ${shop.shopName} team` },
    ],
    shop.supportEmail,
  );
}

export function returnNotification(shop: Shop, r: ReturnRequest, meta: { reference: string; receivedAt: string }) {
  return build(
    shop,
    shop.supportEmail,
    `Return request ${meta.reference} for order ${r.orderNumber}`,
    `New return request ${meta.reference}`,
    [
      rows(r, meta.reference),
      {
        kind: "fields",
        rows: [
          ["Customer email", r.email],
          ["Received", meta.receivedAt],
        ],
      },
      {
        kind: "p",
        text: "Send the return authorisation within 24 hours. Reply to this e-mail to answer the customer.",
      },
    ],
    r.email,
  );
}
