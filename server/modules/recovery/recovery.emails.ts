// The abandoned-checkout reminder: marketing e-mail, so (Spam Act 2003) it names the sender, says
// why it was sent and carries a working unsubscribe: a link in the body and the List-Unsubscribe
// headers with one-click unsubscribe (RFC 8058), both to the same signed address.
import type { ReminderStage } from "../../../core/checkout-recovery";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";

export type RecoveryShop = {
  shopName: string;
  publicUrl: string;
  supportEmail: string;
  seller: { name: string; abn: string };
};

export type ReminderLine = { name: string; flavor: string; quantity: number };

/** The headers every marketing e-mail carries: one-click unsubscribe and a mailto fallback. */
export function unsubscribeHeaders(unsubscribeUrl: string, supportEmail: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${supportEmail}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The footer every marketing e-mail ends with: who sent it, why, and how to stop it. */
export function marketingFooter(shop: RecoveryShop, unsubscribeUrl: string): EmailBlock[] {
  return [
    {
      kind: "p",
      text: `You're getting this because you agreed to e-mails from ${shop.shopName} when you checked out. Unsubscribe at any time: ${unsubscribeUrl}`,
    },
    {
      kind: "p",
      text: `Sent by ${shop.seller.name}${shop.seller.abn ? ` (ABN ${shop.seller.abn})` : ""}, ${shop.publicUrl}. Questions: ${shop.supportEmail}`,
    },
  ];
}

export function reminderMail(
  shop: RecoveryShop,
  to: string,
  stage: ReminderStage,
  lines: readonly ReminderLine[],
  links: { restore: string; unsubscribe: string },
): MailMessage {
  const heading = stage === "1h" ? "You left something in your cart" : "Your cart is still waiting";
  const items = lines.map((l) => `${l.quantity} × ${l.name}${l.flavor ? ` (${l.flavor})` : ""}`).join("\n");
  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text:
        stage === "1h"
          ? "You started a checkout but didn't finish paying. Your cart is saved:"
          : "Just a last reminder: your cart is saved if you'd still like it.",
    },
    { kind: "quote", text: items },
    {
      kind: "p",
      text: `Pick up where you left off (prices are checked again at checkout): ${links.restore}`,
    },
    ...marketingFooter(shop, links.unsubscribe),
  ];
  return {
    to,
    subject: `${heading} - ${shop.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
    headers: unsubscribeHeaders(links.unsubscribe, shop.supportEmail),
  };
}
