// The e-mail that tells a shopper a passkey was added to their account: a passkey is
// lasting access, so one they did not add must not go unnoticed.
import type { OutgoingMail } from "../orders/order.emails";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function passkeyAddedMail(input: { to: string; name: string; shopName: string }): OutgoingMail {
  const { to, name, shopName } = input;
  const text = [
    `A passkey named '${name}' was added to your ${shopName} account. It can now be used to sign in.`,
    "",
    "If this was you, there is nothing to do.",
    "If this wasn't you, remove it under Account, Passkeys, and reply to this e-mail so we can help.",
  ].join("\n");
  const html = `<!doctype html><html lang="en-AU"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827;max-width:600px;margin:0 auto;padding:24px">
<p>A passkey named &lsquo;${esc(name)}&rsquo; was added to your ${esc(shopName)} account. It can now be used to sign in.</p>
<p>If this was you, there is nothing to do.</p>
<p>If this wasn't you, remove it under Account, Passkeys, and reply to this e-mail so we can help.</p>
</body></html>`;
  return { to, subject: `A passkey was added to your ${shopName} account`, text, html };
}
