// The invitation e-mail: who invited, which role, and the one-time link to choose a password.
import { ROLE_LABELS, ROLE_SUMMARIES, type StaffRole } from "../../../core/staff-roles";
import { renderEmailHtml } from "../../infra/mail/html";
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
  const html = renderEmailHtml({
    shopName,
    heading: `You are invited to the ${shopName} admin`,
    blocks: [
      { kind: "p", text: `${invitedBy} has invited you to the ${shopName} admin as ${ROLE_LABELS[role]}.` },
      { kind: "p", text: roleLine, action: { label: "Choose your password", url: link } },
      {
        kind: "p",
        text: `The link works once, for ${hours} hours. If you did not expect this e-mail, ignore it: nothing changes.`,
      },
    ],
  });
  return { to, subject: `You are invited to the ${shopName} admin`, text, html };
}
