// The one-click skip a reminder e-mail's skip link opens (/account/subscriptions?skip=1).
import { Form, useNavigation } from "react-router";
import { formatPrice } from "../../../../core/money";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { ui } from "../account-ui";

export function SkipOffer({ sub }: { sub: SubscriptionView }) {
  const busy = useNavigation().state !== "idle";
  const day = formatChargeDay(sub.nextChargeOn!);
  return (
    <section aria-labelledby={`skip-${sub.number}`} className={`${ui.card} space-y-3 border-purple-300 bg-purple-50`}>
      <h2 id={`skip-${sub.number}`} className={ui.h2}>
        Skip your next delivery?
      </h2>
      <p className={ui.p}>
        Subscription {sub.number}: the delivery charged on {day} ({formatPrice(sub.amount.total)}) will not be sent or
        charged. The one after it stays as planned.
      </p>
      <Form method="post" action="/account/subscriptions">
        <input type="hidden" name="intent" value="skip" />
        <input type="hidden" name="number" value={sub.number} />
        <button type="submit" className={ui.primary} disabled={busy}>
          Skip the delivery of {day}
        </button>
      </Form>
    </section>
  );
}
