// One subscription on the customer's page: what it sends, how often, the next charge and its
// amount, the card, and every change the customer may make, each a small form of its own.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { splitFlavors } from "../../../../core/flavors";
import { formatPrice } from "../../../../core/money";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { frequencyLabel } from "../../../../core/subscription-offer";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { ProductImage } from "../../storefront/product-image";
import { Notice, ui } from "../account-ui";
import { CancelConfirm } from "./cancel-confirm";
import { cardLabel } from "./card-label";
import { ChangeForms } from "./change-forms";
import type { SubscriptionChoices } from "./change-forms";

export function SubscriptionPanel({
  sub,
  tomorrow,
  choices,
  confirmingCancel,
  result,
}: {
  sub: SubscriptionView;
  tomorrow: string;
  choices: SubscriptionChoices;
  confirmingCancel: boolean;
  result: { done?: string; error?: string } | null;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) notice.current?.focus();
  }, [result]);
  const heading = `sub-${sub.number}`;
  return (
    <article aria-labelledby={heading} className={`${ui.card} space-y-5`}>
      <header className="flex flex-wrap items-center gap-3">
        <h2 id={heading} className={ui.h2}>
          Subscription {sub.number}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            sub.status === "active"
              ? "bg-green-100 text-green-900"
              : sub.status === "cancelled"
                ? "bg-gray-200 text-gray-900"
                : "bg-amber-100 text-amber-900"
          }`}
        >
          {sub.statusLabel}
        </span>
      </header>
      {result?.done ? (
        <Notice tone="success" ref={notice} testId="subscription-status">
          {result.done} We&apos;ve e-mailed you a confirmation.
        </Notice>
      ) : null}
      {result?.error ? (
        <Notice tone="error" ref={notice}>
          {result.error}
        </Notice>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-gray-900">Sends</dt>
        <dd>
          <ul className="space-y-2">
            {sub.lines.map((l, i) => (
              <li key={i} className="flex items-center gap-3 text-gray-800">
                <span className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-50">
                  <ProductImage
                    name=""
                    images={l.images}
                    flavor={l.flavor}
                    flavorSelections={splitFlavors(l.flavor).length}
                    sizes="56px"
                    className="h-full w-full object-contain"
                  />
                </span>
                <span>
                  {l.quantity} × {l.name} ({l.flavor}){l.available ? "" : " (no longer sold)"}
                </span>
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold text-gray-900">How often</dt>
        <dd className="text-gray-800">Delivered {frequencyLabel(sub.frequencyWeeks)}</dd>
        {sub.shippingOption ? (
          <>
            <dt className="font-semibold text-gray-900">Shipping</dt>
            <dd className="text-gray-800">{sub.shippingOption}</dd>
          </>
        ) : null}
        {sub.status !== "cancelled" ? (
          <>
            <dt className="font-semibold text-gray-900">Next charge</dt>
            <dd className="text-gray-800" data-testid="next-charge">
              {sub.nextChargeOn ? formatChargeDay(sub.nextChargeOn) : "None scheduled"}
              {sub.status === "paused" && sub.nextChargeOn ? " (when the pause ends)" : ""}
            </dd>
            <dt className="font-semibold text-gray-900">Each delivery</dt>
            <dd className="text-gray-800">
              {formatPrice(sub.amount.total)}{" "}
              {sub.amount.gst > 0 || sub.amount.total === 0 ? "including GST" : "(GST-free export)"}
              {sub.amount.saving > 0
                ? `, you save ${formatPrice(sub.amount.saving)} (${sub.discountPercent}% off)`
                : ""}
              {sub.amount.shipping > 0 ? `, shipping ${formatPrice(sub.amount.shipping)} included` : ""}
            </dd>
            <dt className="font-semibold text-gray-900">Card</dt>
            <dd className="flex flex-wrap items-center gap-x-4 gap-y-2 text-gray-800">
              {sub.card ? cardLabel(sub.card) : "No card kept"}
              <Link to={`/account/subscriptions/${sub.number}/card`} className={ui.link}>
                Replace card<span className="sr-only"> for subscription {sub.number}</span>
              </Link>
            </dd>
          </>
        ) : (
          <>
            <dt className="font-semibold text-gray-900">Cancelled</dt>
            <dd className="text-gray-800">Nothing more will be sent or charged.</dd>
          </>
        )}
      </dl>
      {sub.status !== "cancelled" ? (
        <Actions sub={sub} tomorrow={tomorrow} choices={choices} confirmingCancel={confirmingCancel} />
      ) : null}
    </article>
  );
}

function Actions({
  sub,
  tomorrow,
  choices,
  confirmingCancel,
}: {
  sub: SubscriptionView;
  tomorrow: string;
  choices: SubscriptionChoices;
  confirmingCancel: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="number" value={sub.number} />
    </>
  );
  return (
    <div className="space-y-5 border-t border-gray-200 pt-5">
      {sub.status === "paused" ? (
        <Form method="post" preventScrollReset>
          {hidden("resume")}
          <button type="submit" className={ui.primary} disabled={busy}>
            Resume now<span className="sr-only"> subscription {sub.number}</span>
          </button>
        </Form>
      ) : null}
      <ChangeForms sub={sub} tomorrow={tomorrow} busy={busy} hidden={hidden} choices={choices} />
      {confirmingCancel ? (
        <CancelConfirm sub={sub} busy={busy} hidden={hidden} />
      ) : (
        <Link to={`?cancel=${sub.number}`} preventScrollReset className={ui.danger}>
          Cancel subscription<span className="sr-only"> {sub.number}</span>
        </Link>
      )}
    </div>
  );
}
