// The staff alert for a new paid order: short, in the shop's frame, with a button to the order in
// the admin. It names what was bought and by whom, never how they paid or any link a customer uses.
import { formatPrice } from "../../../core/money";
import type { OrderView } from "../../../core/order";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";
import type { Seller } from "./order.emails";

export function newOrderAlert(
  to: string,
  order: OrderView,
  seller: Pick<Seller, "shopName" | "publicUrl">,
): MailMessage {
  const heading = `New order ${order.number}`;
  const who = order.customerName ?? order.email ?? "A customer";
  const tubs = order.lines.reduce((n, l) => n + l.quantity, 0);
  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text: `${who} paid ${formatPrice(order.total)} for ${tubs} ${tubs === 1 ? "item" : "items"}.`,
      action: { label: "View order", url: `${seller.publicUrl}/admin/orders/${encodeURIComponent(order.number)}` },
    },
    {
      kind: "fields",
      rows: order.lines.map((l) => [l.flavor ? `${l.name} (${l.flavor})` : l.name, `× ${l.quantity}`]),
    },
  ];
  return {
    to,
    subject: `${heading} - ${seller.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: seller.shopName, heading, blocks }),
  };
}
