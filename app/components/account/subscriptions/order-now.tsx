// "Order now" on a subscription: the next delivery charged and sent today, the schedule moving on
// from today. The form carries the charge day the page shows, so a second press (or a second tab)
// finds the day moved on and charges nothing more.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatPrice } from "../../../../core/money";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import type { RenewalReport } from "../../../../server/modules/subscriptions/renewals/renewal.service";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { ui } from "../account-ui";

export function OrderNowForm({
  sub,
  busy,
  hidden,
}: {
  sub: SubscriptionView;
  busy: boolean;
  hidden: (intent: string) => ReactNode;
}) {
  const n = sub.number;
  return (
    <Form method="post" preventScrollReset className="space-y-1.5">
      {hidden("order-now")}
      <input type="hidden" name="due" value={sub.nextChargeOn ?? ""} />
      <button type="submit" className={ui.secondary} disabled={busy} aria-describedby={`order-now-${n}-hint`}>
        Order now ({formatPrice(sub.amount.total)})<span className="sr-only"> for subscription {n}</span>
      </button>
      <p id={`order-now-${n}-hint`} className="text-sm text-gray-600">
        Charged {sub.card ? `to your ${sub.card.brand} ending ${sub.card.last4} ` : ""}today and sent within 1-2
        business days; the delivery after that follows on from today.
      </p>
    </Form>
  );
}

/** What the page says after "Order now", from what the charge came to. */
export function orderNowMessage(
  r: { outcome: "done"; report: RenewalReport } | { outcome: "stale" },
  now: SubscriptionView,
): { done: string } | { error: string } {
  const next = now.nextChargeOn ? ` Your next delivery is charged on ${formatChargeDay(now.nextChargeOn)}.` : "";
  if (r.outcome === "stale") return { error: `That delivery has already been ordered or changed.${next}` };
  const { report } = r;
  if (report.paid || report.settledByLink) return { done: `Ordered. Your delivery is on its way.${next}` };
  if (report.declined)
    return { error: "Your card was declined, so nothing was sent. We've e-mailed you a link to pay." };
  if (report.needsAction)
    return { error: "Your bank wants to confirm this payment. We've e-mailed you a link to finish it." };
  if (report.waitingStock || report.skipped)
    return { error: "Not everything is in stock today. We'll send it as soon as it is and let you know by e-mail." };
  return { error: "We couldn't take the payment just now. Nothing was charged; please try again in a few minutes." };
}
