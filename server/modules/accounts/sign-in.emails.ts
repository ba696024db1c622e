// The sign-in e-mail: a 6-digit code and a one-click link, the same whether or not an account
// exists (the first sign-in creates it), so the e-mail itself tells nothing either.
import { renderEmailHtml } from "../../infra/mail/html";
import type { OutgoingMail } from "../orders/order.emails";

export function signInMail(input: { to: string; code: string; link: string; shopName: string }): OutgoingMail {
  const { to, code, link, shopName } = input;
  const text = [
    `Your ${shopName} sign-in code is ${code}`,
    "",
    "Enter it on the sign-in page, or open this link to sign in:",
    link,
    "",
    "The code and the link work once, for 10 minutes.",
    "If you did not ask to sign in, ignore this e-mail: nothing changes.",
  ].join("\n");
  const html = renderEmailHtml({
    shopName,
    heading: "Your sign-in code",
    preview: `${code} is your sign-in code`,
    blocks: [
      { kind: "p", text: `Enter this code on the ${shopName} sign-in page:` },
      { kind: "code", text: code },
      { kind: "p", text: "Or sign in with one click.", action: { label: `Sign in to ${shopName}`, url: link } },
      {
        kind: "p",
        text: "The code and the link work once, for 10 minutes. If you did not ask to sign in, ignore this e-mail: nothing changes.",
      },
    ],
  });
  return { to, subject: `${code} is your ${shopName} sign-in code`, text, html };
}
