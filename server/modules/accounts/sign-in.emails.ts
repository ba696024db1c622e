// The sign-in e-mail: a 6-digit code and a one-click link, the same whether or not an account
// exists (the first sign-in creates it), so the e-mail itself tells nothing either.
import type { OutgoingMail } from "../orders/order.emails";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

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
  const html = `<!doctype html><html lang="en-AU"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827;max-width:600px;margin:0 auto;padding:24px">
<p>Your ${esc(shopName)} sign-in code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${esc(code)}</p>
<p><a href="${esc(link)}">Sign in to ${esc(shopName)}</a></p>
<p style="color:#6b7280;font-size:13px">The code and the link work once, for 10 minutes. If you did not ask to sign in, ignore this e-mail: nothing changes.</p>
</body></html>`;
  return { to, subject: `${code} is your ${shopName} sign-in code`, text, html };
}
