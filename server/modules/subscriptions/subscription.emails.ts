// The e-mail that confirms each change to a subscription: what changed, and what the
// subscription now sends, when and for how much, with the link to manage it.
import { formatPrice } from "../../../core/money";
import { frequencyLabel } from "../../../core/subscription-offer";
import { formatChargeDay } from "../../../core/subscription-delivery";
import { CANCEL_PATH, CANCEL_WHERE } from "../../../core/subscription-signup";
import type { SubscriptionView } from "./subscription.views";

export type ShopIdentity = { shopName: string; publicUrl: string };

export function changeMail(
  sub: SubscriptionView,
  change: { subject: string; sentence: string },
  shop: ShopIdentity,
): { to: string; subject: string; text: string } {
  const sends = sub.lines.map((l) => `- ${l.quantity} × ${l.name} (${l.flavor})`);
  const schedule =
    sub.status === "cancelled"
      ? ["Your subscription is cancelled: nothing more will be sent or charged."]
      : [
          `Delivery: ${frequencyLabel(sub.frequencyWeeks)}, ${formatPrice(sub.amount.total)} each (GST included).`,
          sub.nextChargeOn
            ? `Next charge: ${formatChargeDay(sub.nextChargeOn)}${sub.status === "paused" ? " (when your pause ends)" : ""}.`
            : "No charge is scheduled.",
          "It renews until you cancel. You can skip, pause, change or cancel it online at any time.",
        ];
  const text = [
    `${change.sentence}`,
    "",
    `Subscription ${sub.number}:`,
    ...sends,
    "",
    ...schedule,
    "",
    `Manage your subscription ${CANCEL_WHERE.words} ${CANCEL_WHERE.link}: ${shop.publicUrl}${CANCEL_PATH}`,
    "",
    shop.shopName,
  ].join("\n");
  return { to: sub.email, subject: `${change.subject} (subscription ${sub.number})`, text };
}
