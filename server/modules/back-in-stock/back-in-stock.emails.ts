// The one e-mail a back-in-stock request gets: the flavour is back. A reply to the shopper's own
// request, not marketing, so it carries no unsubscribe; the request ends with it.
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";
import type { BackInStockRow } from "./back-in-stock.repository";

export type AlertShop = { shopName: string; publicUrl: string };

export function backInStockMail(shop: AlertShop, request: BackInStockRow): MailMessage {
  const heading = `${request.flavor} is back in stock`;
  const blocks: EmailBlock[] = [
    { kind: "p", text: `Good news: ${request.flavor} is back in stock at ${shop.shopName}.` },
    { kind: "p", text: `Order it here while it lasts: ${shop.publicUrl}/#products` },
    {
      kind: "p",
      text: "You asked us to tell you once, so this is the only e-mail you'll get about it.",
    },
  ];
  return {
    to: request.email,
    subject: `${heading} - ${shop.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  };
}
