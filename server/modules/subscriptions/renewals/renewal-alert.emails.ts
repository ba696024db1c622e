// The staff alert for a subscription delivery that could not be charged: short, in the shop's
// frame, with a button to the subscription in the admin. No card details and no customer link.
import { formatPrice } from "../../../../core/money";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../../infra/mail/html";
import type { MailMessage } from "../../../infra/mail/mail-transport";

export function failedRenewalAlert(
  to: string,
  shop: { shopName: string; publicUrl: string },
  renewal: { number: string; total: number; reason: string; retryOn: string | null },
): MailMessage {
  const heading = `Subscription ${renewal.number} could not be charged`;
  const next = renewal.retryOn
    ? `It will be tried again on ${renewal.retryOn}; the customer was e-mailed a link to pay.`
    : "It was the last try: the delivery is not sent and the subscription is paused.";
  const blocks: EmailBlock[] = [
    {
      kind: "p",
      text: `The ${formatPrice(renewal.total)} delivery was refused: ${renewal.reason}. ${next}`,
      action: {
        label: "View subscription",
        url: `${shop.publicUrl}/admin/subscriptions/${encodeURIComponent(renewal.number)}`,
      },
    },
  ];
  return {
    to,
    subject: `${heading} - ${shop.shopName}`,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  };
}
