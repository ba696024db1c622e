// The invitation e-mail: who invited, which role, and the one-time link to choose a password.
import { ROLE_LABELS, ROLE_SUMMARIES, type StaffRole } from "../../../core/staff-roles";
import { escapeHtml } from "../../infra/mail/html";
import type { OutgoingMail } from "../orders/order.emails";

export function inviteMail(input: {
  to: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  hours: number;
  shopName: string;
}): OutgoingMail {
  const { to, role, invitedBy, link, hours, shopName } = input;
  const roleLine = `${ROLE_LABELS[role]}: ${ROLE_SUMMARIES[role]}.`;
  const text = [
    `${invitedBy} has invited you to the ${shopName} admin as ${ROLE_LABELS[role]}.`,
    roleLine,
    "",
    "Open this link to choose your password and sign in:",
    link,
    "",
    `The link works once, for ${hours} hours. If you did not expect this e-mail, ignore it: nothing changes.`,
  ].join("\n");
  const html = `<!doctype html><html lang="en-AU"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827;max-width:600px;margin:0 auto;padding:24px">
<p>${escapeHtml(invitedBy)} has invited you to the ${escapeHtml(shopName)} admin as <strong>${escapeHtml(ROLE_LABELS[role])}</strong>.</p>
<p>${escapeHtml(roleLine)}</p>
<p><a href="${escapeHtml(link)}">Choose your password</a></p>
<p style="color:#6b7280;font-size:13px">The link works once, for ${hours} hours. If you did not expect this e-mail, ignore it: nothing changes.</p>
</body></html>`;
  return { to, subject: `You are invited to the ${shopName} admin`, text, html };
}
