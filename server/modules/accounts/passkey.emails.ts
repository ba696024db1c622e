// The e-mail that tells a shopper a passkey was added to their account: a passkey is
// lasting access, so one they did not add must not go unnoticed.
import { renderEmailHtml } from "../../infra/mail/html";
import type { OutgoingMail } from "../orders/order.emails";

export function passkeyAddedMail(input: { to: string; name: string; shopName: string }): OutgoingMail {
  const { to, name, shopName } = input;
  const lines = [
    `A passkey named '${name}' was added to your ${shopName} account. It can now be used to sign in.`,
    "If this was you, there is nothing to do.",
    "If this wasn't you, remove it under Account, Passkeys, and reply to this e-mail so we can help.",
  ];
  const text = [lines[0], "", lines[1], lines[2]].join("\n");
  const html = renderEmailHtml({
    shopName,
    heading: "A passkey was added",
    blocks: lines.map((t) => ({ kind: "p", text: t })),
  });
  return { to, subject: `A passkey was added to your ${shopName} account`, text, html };
}
