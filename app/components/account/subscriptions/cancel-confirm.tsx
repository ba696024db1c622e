// The second of the two clicks that cancel a subscription. An optional reason, picked from a few
// (nothing picked for the customer) or written; a reason that something else would fix shows that
// instead (skip, deliver less often, pause: each its own one-click form) beside Cancel
// subscription, which is always there and always one click. What is offered follows the picked
// reason through CSS (:has, app.css), so it works before the page's scripts run.
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { CANCEL_REASONS, lessOften, type CancelAlternative } from "../../../../core/cancel-reasons";
import { CANCEL_REASON_MAX } from "../../../../core/subscription-changes";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { frequencyLabel } from "../../../../core/subscription-offer";
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
  const formId = `${id}-form`;
  const weeks = lessOften(sub.frequencyWeeks, sub.frequencies);
  const forReasons = (offer: CancelAlternative) =>
    CANCEL_REASONS.filter((r) => (r.offers as readonly string[]).includes(offer))
      .map((r) => r.value)
      .join(" ");
  const offers: { offer: CancelAlternative; show: boolean; form: ReactNode }[] = [
    {
      offer: "skip",
      show: sub.status === "active" && !!sub.nextChargeOn,
      form: (
        <Form method="post" preventScrollReset>
          {hidden("skip")}
          <button type="submit" className={ui.secondary} disabled={busy}>
            Skip the delivery of {sub.nextChargeOn ? formatChargeDay(sub.nextChargeOn) : ""} instead
          </button>
        </Form>
      ),
    },
    {
      offer: "less-often",
      show: weeks !== null,
      form: (
        <Form method="post" preventScrollReset>
          {hidden("frequency")}
          <input type="hidden" name="weeks" value={weeks ?? ""} />
          <button type="submit" className={ui.secondary} disabled={busy}>
            Deliver {weeks ? frequencyLabel(weeks) : ""} instead
          </button>
        </Form>
      ),
    },
    {
      offer: "pause",
      show: sub.status === "active",
      form: (
        <Form method="post" preventScrollReset>
          {hidden("pause")}
          <input type="hidden" name="cycles" value="2" />
          <button type="submit" className={ui.secondary} disabled={busy}>
            Pause for 2 deliveries instead
          </button>
        </Form>
      ),
    },
  ];
  const shown = offers.filter((o) => o.show);
  return (
    <section aria-labelledby={id} className="cancel-flow space-y-3 rounded-xl border border-gray-300 p-4">
      <h3
        id={id}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900 focus:outline-2 focus:outline-purple-600"
      >
        Cancel subscription {sub.number}?
      </h3>
      <p className={ui.p}>Nothing more will be sent or charged. Orders already paid are not affected.</p>
      <Form method="post" preventScrollReset id={formId} className="space-y-3">
        {hidden("cancel")}
        <fieldset>
          <legend className={label}>Reason (optional)</legend>
          <div className="space-y-1">
            {CANCEL_REASONS.map((r) => (
              <label key={r.value} className="flex min-h-11 items-center gap-3 text-base text-gray-900">
                <input
                  type="radio"
                  name="reasonChoice"
                  value={r.value}
                  className="h-5 w-5 accent-purple-700"
                  data-cancel-reason={r.value}
                />
                {r.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-reason`} className={label}>
            Anything you&apos;d like to tell us (optional)
          </label>
          <textarea id={`${id}-reason`} name="reason" rows={2} maxLength={CANCEL_REASON_MAX - 40} className={field} />
        </div>
      </Form>
      {shown.length > 0 ? (
        <div aria-live="polite">
          {shown.map((o) => (
            <div key={o.offer} className="cancel-offer py-1" data-for={forReasons(o.offer)}>
              {o.form}
            </div>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" form={formId} className={ui.danger} disabled={busy}>
          Cancel subscription
        </button>
        <Link to="/account/subscriptions" preventScrollReset className={ui.secondary}>
          Keep subscription
        </Link>
      </div>
    </section>
  );
}
