// The two e-mails a contact message sends: an acknowledgement to the customer and a
// notification to the support address.
import type { ContactMessage } from "../../../core/forms";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";

type Shop = { shopName: string; supportEmail: string };

function build(shop: Shop, to: string, subject: string, heading: string, blocks: EmailBlock[], replyTo?: string) {
  const message: MailMessage = {
    to,
    subject,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  };
  if (replyTo) message.replyTo = replyTo;
  return message;
}

export function contactAcknowledgement(shop: Shop, m: ContactMessage): MailMessage {
  return build(
    shop,
    m.email,
    `We've received your message - ${shop.shopName}`,
    `Thanks for getting in touch, ${m.name}`,
    [
      { kind: "p", text: "We've received your message and our support team will reply within 24 hours." },
      { kind: "fields", rows: [["Subject", m.subject]] },
      { kind: "quote", text: m.message },
      {
        kind: "p",
        text: `Need to add something? Just reply to this e-mail or write to ${shop.supportEmail}.`,
      },
      { kind: "p", text: `The ${shop.shopName} team` },
    ],
    shop.supportEmail,
  );
}

export function contactNotification(shop: Shop, m: ContactMessage, meta: { id: string; receivedAt: string }) {
  return build(
    shop,
    shop.supportEmail,
    `New contact message: ${m.subject}`,
    "New message from the contact form",
    [
      {
        kind: "fields",
        rows: [
          ["Name", m.name],
          ["Email", m.email],
          ["Subject", m.subject],
          ["Received", meta.receivedAt],
          ["Message ID", meta.id],
        ],
      },
      { kind: "quote", text: m.message },
      { kind: "p", text: "Reply to this e-mail to answer the customer." },
    ],
    m.email,
  );
}
