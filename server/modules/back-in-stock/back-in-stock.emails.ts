// The e-mails of a back-in-stock request: the question to the address owner before anything waits
// (so nobody can sign a stranger up), and the one answer when the flavour is back. The answer is
// a reply to the owner's own request, not marketing; it still carries a link (and the one-click
// headers) that stops every alert for the address.
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";
import type { LinkSigner } from "../../infra/signed-links";
import type { BackInStockRow } from "./back-in-stock.repository";

export type AlertShop = { shopName: string; publicUrl: string; signer: LinkSigner };

/** The payload a confirmation link signs: the flavour and the address. */
export const alertPayload = (key: string, email: string) => JSON.stringify([key, email]);

export function stopAlertsUrl(shop: AlertShop, email: string): string {
  return `${shop.publicUrl}/back-in-stock/stop?t=${shop.signer.sign("alert-stop", email)}`;
}

export function confirmAlertMail(shop: AlertShop, request: { flavor_key: string; flavor: string; email: string }) {
  const url = `${shop.publicUrl}/back-in-stock/confirm?t=${shop.signer.sign("alert-confirm", alertPayload(request.flavor_key, request.email))}`;
  const heading = `Confirm your ${request.flavor} alert`;
  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text: `Someone (we hope you) asked ${shop.shopName} to e-mail ${request.email} when ${request.flavor} is back in stock.`,
    },
    { kind: "p", text: `To get that one e-mail, open this link and press Confirm: ${url}` },
    { kind: "p", text: "If it wasn't you, ignore this e-mail: we won't write again about it." },
  ];
  return {
    to: request.email,
    subject: `${heading} - ${shop.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  } satisfies MailMessage;
}

/** `path`: the product page to order it from, with the flavour chosen. */
export function backInStockMail(shop: AlertShop, request: BackInStockRow, path: string): MailMessage {
  const heading = `${request.flavor} is back in stock`;
  const stop = stopAlertsUrl(shop, request.email);
  const blocks: EmailBlock[] = [
    { kind: "p", text: `Good news: ${request.flavor} is back in stock at ${shop.shopName}.` },
    { kind: "p", text: `Order it here while it lasts: ${shop.publicUrl}${path}` },
    {
      kind: "p",
      text: "You asked us to tell you once, so this is the only e-mail you'll get about it.",
    },
    { kind: "p", text: `Stop every stock alert to this address: ${stop}` },
  ];
  return {
    to: request.email,
    subject: `${heading} - ${shop.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
    headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
