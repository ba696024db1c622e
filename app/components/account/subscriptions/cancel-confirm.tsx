// The second of the two clicks that cancel a subscription: an optional reason, then Cancel
// subscription or Keep subscription. Plain words; nothing to talk the customer out of it.
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { CANCEL_REASON_MAX } from "../../../../core/subscription-changes";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { ui } from "../account-ui";
import { field, label } from "./subscription-ui";

export function CancelConfirm({
  sub,
  busy,
  hidden,
}: {
  sub: SubscriptionView;
  busy: boolean;
  hidden: (intent: string) => ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const id = `cancel-${sub.number}`;
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-gray-300 p-4">
      <h3
        id={id}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900 focus:outline-2 focus:outline-purple-600"
      >
        Cancel subscription {sub.number}?
      </h3>
      <p className={ui.p}>Nothing more will be sent or charged. Orders already paid are not affected.</p>
      <Form method="post" preventScrollReset className="space-y-3">
        {hidden("cancel")}
        <div>
          <label htmlFor={`${id}-reason`} className={label}>
            Reason (optional)
          </label>
          <textarea id={`${id}-reason`} name="reason" rows={2} maxLength={CANCEL_REASON_MAX} className={field} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={ui.danger} disabled={busy}>
            Cancel subscription
          </button>
          <Link to="/account/subscriptions" preventScrollReset className={ui.secondary}>
            Keep subscription
          </Link>
        </div>
      </Form>
    </section>
  );
}
