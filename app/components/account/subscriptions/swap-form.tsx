// Swap an item for another product that offers Subscribe & save at this frequency (and, when the
// subscription sends other items too, at the same discount): the server checks the same rule.
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { ui } from "../account-ui";
import { field, label } from "./subscription-ui";

export type SwapChoice = { id: string; name: string; discountPercent: number; frequencies: number[] };

export function SwapForm({
  sub,
  choices,
  busy,
  hidden,
}: {
  sub: SubscriptionView;
  choices: readonly SwapChoice[];
  busy: boolean;
  hidden: (intent: string) => ReactNode;
}) {
  const n = sub.number;
  return (
    <>
      {sub.lines.map((l, i) => {
        const fits = choices.filter(
          (c) =>
            c.id !== l.productId &&
            c.frequencies.includes(sub.frequencyWeeks) &&
            (sub.lines.length === 1 || c.discountPercent === sub.discountPercent),
        );
        if (fits.length === 0) return null;
        return (
          <Form key={`${i}-${l.productId}`} method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
            {hidden("swap")}
            <input type="hidden" name="item" value={i} />
            <div className="min-w-44 flex-1">
              <label htmlFor={`swap-${n}-${i}`} className={label}>
                Swap {l.name} for
              </label>
              <select id={`swap-${n}-${i}`} name="product" className={field}>
                {fits.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.discountPercent}% off)
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={ui.secondary} disabled={busy}>
              Swap<span className="sr-only"> {l.name}</span>
            </button>
          </Form>
        );
      })}
    </>
  );
}
