// The confirmation a pending consent waits for. Not marketing: it asks the address owner one
// question and says that ignoring it changes nothing.
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";

export type ConsentShop = { shopName: string; publicUrl: string; supportEmail: string };

export function confirmConsentMail(shop: ConsentShop, to: string, confirmUrl: string): MailMessage {
  const heading = `Confirm e-mails from ${shop.shopName}`;
  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text: `Someone (we hope you) asked for news and offers from ${shop.shopName} to be sent to ${to} while checking out.`,
    },
    { kind: "p", text: `To say yes, open this link within 7 days and press Confirm: ${confirmUrl}` },
    {
      kind: "p",
      text: "If it wasn't you, ignore this e-mail: we won't send you marketing, and nothing else changes.",
    },
    { kind: "p", text: `Questions: ${shop.supportEmail}` },
  ];
  return {
    to,
    subject: `${heading}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  };
}
