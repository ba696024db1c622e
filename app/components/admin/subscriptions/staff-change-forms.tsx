// Staff change what a subscription sends and how often, as the customer can in their portal: the
// same form fields (read by app/lib/subscription-form.ts) and the same service rules.
import { Form } from "react-router";
import { MAX_QUANTITY, MIN_QUANTITY } from "../../../../core/constants";
import { splitFlavors } from "../../../../core/flavors";
import { frequencyLabel } from "../../../../core/subscription-offer";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import { NotifyBox } from "./notify-box";

const QUANTITIES = Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_, i) => MIN_QUANTITY + i);

export function StaffChangeForms({ sub, busy }: { sub: SubscriptionView; busy: boolean }) {
  return (
    <>
      <Form
        method="post"
        className="space-y-3 border-t border-gray-100 pt-3"
        // Re-made after a change, so the choices shown are what it now sends.
        key={JSON.stringify(sub.lines.map((l) => [l.flavor, l.quantity]))}
      >
        <input type="hidden" name="intent" value="lines" />
        <input type="hidden" name="lines" value={sub.lines.length} />
        {sub.lines.map((l, i) => {
          const chosen = splitFlavors(l.flavor);
          return (
            <fieldset key={i} className="space-y-2">
              <legend className="text-sm font-semibold text-gray-900">{l.name}</legend>
              <div className="flex flex-wrap gap-2">
                {Array.from({ length: l.flavorSlots }, (_, j) => (
                  <Field
                    key={j}
                    id={`staff-flavor-${i}-${j}`}
                    label={l.flavorSlots === 1 ? "Flavour" : `Flavour ${j + 1}`}
                    className="min-w-36 flex-1"
                  >
                    {(control) => (
                      <select
                        {...control}
                        name={`flavor-${i}-${j}`}
                        defaultValue={chosen[j] ?? ""}
                        className={inputClass}
                      >
                        {[...new Set([...(chosen[j] ? [chosen[j]] : []), ...l.flavorOptions])].map((f) => (
                          <option key={f} value={f}>
                            {f}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                ))}
                <Field id={`staff-quantity-${i}`} label="Quantity" className="w-24">
                  {(control) => (
                    <select {...control} name={`quantity-${i}`} defaultValue={l.quantity} className={inputClass}>
                      {QUANTITIES.map((q) => (
                        <option key={q} value={q}>
                          {q}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
            </fieldset>
          );
        })}
        <NotifyBox />
        <button type="submit" className={buttonClass.secondary} disabled={busy}>
          Change items
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-2 border-t border-gray-100 pt-3">
        <input type="hidden" name="intent" value="frequency" />
        <Field id="staff-weeks" label="Deliver" className="min-w-40 flex-1">
          {(control) => (
            <select
              {...control}
              key={sub.frequencyWeeks}
              name="weeks"
              defaultValue={sub.frequencyWeeks}
              className={inputClass}
            >
              {sub.frequencies.map((w) => (
                <option key={w} value={w}>
                  {frequencyLabel(w)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={buttonClass.secondary} disabled={busy}>
          Change frequency
        </button>
        <NotifyBox />
      </Form>
    </>
  );
}
