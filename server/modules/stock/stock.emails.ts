// The low-stock alert to the staff chosen in Settings → Notifications, sent once each time a
// flavour's available tubs fall to or below its threshold after a payment.
import { availableOf } from "../../../core/stock";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../infra/mail/html";
import type { MailMessage } from "../../infra/mail/mail-transport";
import type { StockLevelRow } from "./stock.repository";

type Shop = { shopName: string; publicUrl: string };

export function lowStockMail(shop: Shop, level: StockLevelRow, to: string): MailMessage {
  const available = availableOf({ onHand: level.on_hand, reserved: level.reserved });
  const heading = `Low stock: ${level.flavor}`;
  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text: `${level.flavor} has ${Math.max(0, available)} tubs available, at or below its low-stock threshold of ${level.low_threshold}.`,
    },
    {
      kind: "fields",
      rows: [
        ["On hand", String(level.on_hand)],
        ["Reserved", String(level.reserved)],
        ["Available", String(available)],
        ["Threshold", String(level.low_threshold)],
      ],
    },
    {
      kind: "p",
      text: "Receive more or change the threshold on the Stock screen.",
      action: { label: "View stock", url: `${shop.publicUrl}/admin/stock` },
    },
  ];
  return {
    to,
    subject: `${heading} - ${shop.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  };
}
