// "Add to next delivery": a one-time extra tub or pack on the next delivery only, at the
// subscription's discount; and the extras already added, with a way to take them off.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { MAX_QUANTITY, MIN_QUANTITY } from "../../../../core/constants";
import { formatPrice } from "../../../../core/money";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { ui } from "../account-ui";
import { field, label } from "./subscription-ui";

export type ExtraChoice = { productId: string; flavor: string; label: string };

const QUANTITIES = Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_, i) => MIN_QUANTITY + i);

export function ExtrasForm({
  sub,
  choices,
  busy,
  hidden,
}: {
  sub: SubscriptionView;
  choices: readonly ExtraChoice[];
  busy: boolean;
  hidden: (intent: string) => ReactNode;
}) {
  const n = sub.number;
  return (
    <div className="space-y-3">
      {sub.extras.length > 0 ? (
        <Form method="post" preventScrollReset className="space-y-2" data-testid="next-extras">
          {hidden("remove-extras")}
          <p className="text-sm text-gray-800">
            Also in the next delivery, this once:{" "}
            {sub.extras.map((e) => `${e.quantity} × ${e.name} (${e.flavor})`).join(", ")}. That delivery comes to{" "}
            {formatPrice(sub.nextTotal)}.
          </p>
          <button type="submit" className={ui.secondary} disabled={busy}>
            Remove extras<span className="sr-only"> from subscription {n}</span>
          </button>
        </Form>
      ) : null}
      <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
        {hidden("add-extra")}
        <div className="min-w-44 flex-[2]">
          <label htmlFor={`extra-${n}`} className={label}>
            Add to next delivery
          </label>
          <select id={`extra-${n}`} name="extra" className={field} aria-describedby={`extra-${n}-hint`}>
            {choices.map((c) => (
              <option key={`${c.productId}|${c.flavor}`} value={`${c.productId}|${c.flavor}`}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="w-24">
          <label htmlFor={`extra-qty-${n}`} className={label}>
            Quantity
          </label>
          <select id={`extra-qty-${n}`} name="quantity" defaultValue={1} className={field}>
            {QUANTITIES.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={ui.secondary} disabled={busy}>
          Add<span className="sr-only"> to the next delivery of subscription {n}</span>
        </button>
        <p id={`extra-${n}-hint`} className="w-full text-sm text-gray-600">
          This once, at your {sub.discountPercent}% subscription discount; later deliveries stay as they are.
        </p>
      </Form>
    </div>
  );
}
