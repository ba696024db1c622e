// The marketing list: one line per customer who has consented to marketing e-mail, with when they
// consented (Spam Act 2003: the sender must be able to show it) and what they have bought.
import { formatAmount } from "../../../core/money";
import { shopTimestamper } from "../../../core/shop-time";
import { line } from "../orders/order.csv";
import type { ConsentingRow } from "./customer.repository";

export function marketingCsvHeader(timeZone: string): string {
  return line([
    "E-mail",
    "Name",
    `Consent given (${timeZone})`,
    "Orders",
    "Total spent (AUD)",
    `Last order (${timeZone})`,
    `Account since (${timeZone})`,
  ]);
}

export function marketingCsvRows(rows: readonly ConsentingRow[], timeZone: string): string {
  const stamp = shopTimestamper(timeZone);
  return rows
    .map((r) =>
      line([
        r.email,
        r.name ?? "",
        r.marketing_consent_at ? stamp(r.marketing_consent_at) : "",
        String(r.orders_count ?? 0),
        formatAmount(r.total_spent ?? 0),
        r.last_order_at ? stamp(r.last_order_at) : "",
        stamp(r.created_at),
      ]),
    )
    .join("");
}
