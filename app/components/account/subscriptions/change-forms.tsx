// The changes an active (or paused) subscription offers: skip, order now or move the next delivery, change
// flavours, quantity and frequency, pause for 1 to 3 deliveries.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { MAX_QUANTITY, MIN_QUANTITY } from "../../../../core/constants";
import { splitFlavors } from "../../../../core/flavors";
import { addWeeks, MAX_PAUSE_CYCLES } from "../../../../core/subscription-dates";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { frequencyLabel } from "../../../../core/subscription-offer";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { ui } from "../account-ui";
import { ExtrasForm, type ExtraChoice } from "./extras-form";
import { OrderNowForm } from "./order-now";
import { SwapForm, type SwapChoice } from "./swap-form";
import { field, groupHeading, label } from "./subscription-ui";

type Props = {
  sub: SubscriptionView;
  tomorrow: string;
  busy: boolean;
  hidden: (intent: string) => ReactNode;
  choices: SubscriptionChoices;
};

/** What the page offers to swap an item for, and to add to the next delivery. */
export type SubscriptionChoices = { swap: readonly SwapChoice[]; extras: readonly ExtraChoice[] };

const QUANTITIES = Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_, i) => MIN_QUANTITY + i);

export function ChangeForms({ sub, tomorrow, busy, hidden, choices }: Props) {
  const n = sub.number;
  const active = sub.status === "active" && sub.nextChargeOn !== null;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {active ? (
        <section aria-labelledby={`next-${n}`} className="space-y-3">
          <h3 id={`next-${n}`} className={groupHeading}>
            Next delivery
          </h3>
          <Form method="post" preventScrollReset>
            {hidden("skip")}
            <button type="submit" className={ui.secondary} disabled={busy}>
              Skip next delivery<span className="sr-only"> of subscription {n}</span>
            </button>
          </Form>
          <OrderNowForm sub={sub} busy={busy} hidden={hidden} />
          <ExtrasForm sub={sub} choices={choices.extras} busy={busy} hidden={hidden} />
          <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
            {hidden("move")}
            <div className="min-w-44 flex-1">
              <label htmlFor={`day-${n}`} className={label}>
                Move it to
              </label>
              <input
                // Re-made when the date changes (a skip), so it never shows the old date.
                key={sub.nextChargeOn}
                id={`day-${n}`}
                type="date"
                name="day"
                required
                min={tomorrow}
                max={addWeeks(sub.nextChargeOn!, sub.frequencyWeeks)}
                defaultValue={sub.nextChargeOn!}
                className={field}
              />
            </div>
            <button type="submit" className={ui.secondary} disabled={busy}>
              Move date
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby={`items-${n}`} className="space-y-3">
        <h3 id={`items-${n}`} className={groupHeading}>
          Flavours and quantity
        </h3>
        <Form
          method="post"
          preventScrollReset
          className="space-y-3"
          key={JSON.stringify(sub.lines.map((l) => [l.flavor, l.quantity]))}
        >
          {hidden("lines")}
          <input type="hidden" name="lines" value={sub.lines.length} />
          {sub.lines.map((l, i) => {
            const chosen = splitFlavors(l.flavor);
            return (
              <fieldset key={i} className="space-y-2">
                <legend className="text-sm font-semibold text-gray-900">{l.name}</legend>
                <div className="flex flex-wrap gap-3">
                  {Array.from({ length: l.flavorSlots }, (_, j) => (
                    <div key={j} className="min-w-40 flex-1">
                      <label htmlFor={`flavor-${n}-${i}-${j}`} className={label}>
                        {l.flavorSlots === 1 ? "Flavour" : `Flavour ${j + 1}`}
                      </label>
                      <select
                        id={`flavor-${n}-${i}-${j}`}
                        name={`flavor-${i}-${j}`}
                        defaultValue={chosen[j] ?? ""}
                        className={field}
                      >
                        {[...new Set([...(chosen[j] ? [chosen[j]] : []), ...l.flavorOptions])].map((f) => (
                          <option key={f} value={f}>
                            {f}
                          </option>
                        ))}
                      </select>
                    </div>
                  ))}
                  <div className="w-24">
                    <label htmlFor={`quantity-${n}-${i}`} className={label}>
                      Quantity
                    </label>
                    <select
                      id={`quantity-${n}-${i}`}
                      name={`quantity-${i}`}
                      defaultValue={l.quantity}
                      className={field}
                    >
                      {QUANTITIES.map((q) => (
                        <option key={q} value={q}>
                          {q}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
              </fieldset>
            );
          })}
          <button type="submit" className={ui.secondary} disabled={busy}>
            Save items
          </button>
        </Form>
        <SwapForm sub={sub} choices={choices.swap} busy={busy} hidden={hidden} />
      </section>
      <section aria-labelledby={`often-${n}`} className="space-y-3">
        <h3 id={`often-${n}`} className={groupHeading}>
          How often
        </h3>
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
          {hidden("frequency")}
          <div className="min-w-44 flex-1">
            <label htmlFor={`weeks-${n}`} className={label}>
              Deliver
            </label>
            <select
              key={sub.frequencyWeeks}
              id={`weeks-${n}`}
              name="weeks"
              defaultValue={sub.frequencyWeeks}
              className={field}
            >
              {sub.frequencies.map((w) => (
                <option key={w} value={w}>
                  {frequencyLabel(w)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={ui.secondary} disabled={busy}>
            Change frequency
          </button>
        </Form>
      </section>
      {active ? (
        <section aria-labelledby={`pause-${n}`} className="space-y-3">
          <h3 id={`pause-${n}`} className={groupHeading}>
            Pause
          </h3>
          <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
            {hidden("pause")}
            <div className="min-w-44 flex-1">
              <label htmlFor={`cycles-${n}`} className={label}>
                Pause for
              </label>
              <select
                id={`cycles-${n}`}
                name="cycles"
                defaultValue={1}
                aria-describedby={`cycles-${n}-hint`}
                className={field}
              >
                {Array.from({ length: MAX_PAUSE_CYCLES }, (_, i) => i + 1).map((c) => (
                  <option key={c} value={c}>
                    {c === 1 ? "1 delivery" : `${c} deliveries`}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={ui.secondary} disabled={busy}>
              Pause<span className="sr-only"> subscription {n}</span>
            </button>
            <p id={`cycles-${n}-hint`} className="w-full text-sm text-gray-600">
              It restarts by itself after the pause: after 1 delivery, on{" "}
              {formatChargeDay(addWeeks(sub.nextChargeOn!, sub.frequencyWeeks))}. Resume earlier any time.
            </p>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
