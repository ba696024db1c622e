// What staff may do on a customer's behalf: skip, pause or resume, move the next charge, change
// items and frequency, cancel. Each form has its own "E-mail the customer" box, as a change asked
// for by phone may not need an e-mail.
import { Form } from "react-router";
import { addShopDays } from "../../../../core/shop-time";
import { addWeeks, MAX_PAUSE_CYCLES } from "../../../../core/subscription-dates";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import { NotifyBox } from "./notify-box";
import { StaffChangeForms } from "./staff-change-forms";

export function StaffActions({ sub, today, busy }: { sub: SubscriptionView; today: string; busy: boolean }) {
  const active = sub.status === "active" && sub.nextChargeOn !== null;
  const box = "space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200";
  return (
    <section aria-labelledby="staff-actions-heading" className={box}>
      <h3 id="staff-actions-heading" className="font-semibold text-gray-900">
        On the customer&apos;s behalf
      </h3>
      <p className="text-sm text-gray-600">
        Each change is kept on the timeline and in the audit log, and e-mailed to the customer unless you untick the
        box.
      </p>
      {active ? (
        <>
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="skip" />
            <button type="submit" className={buttonClass.secondary} disabled={busy}>
              Skip next delivery
            </button>
            <NotifyBox />
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="move" />
            <Field id="staff-move-day" label="Move next charge to" className="min-w-40 flex-1">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="day"
                  required
                  min={addShopDays(today, 1)}
                  max={addWeeks(sub.nextChargeOn!, sub.frequencyWeeks)}
                  defaultValue={sub.nextChargeOn!}
                  className={inputClass}
                />
              )}
            </Field>
            <button type="submit" className={buttonClass.secondary} disabled={busy}>
              Move
            </button>
            <NotifyBox />
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="pause" />
            <Field id="staff-pause-cycles" label="Pause for" className="min-w-40 flex-1">
              {(control) => (
                <select {...control} name="cycles" defaultValue="1" className={inputClass}>
                  {Array.from({ length: MAX_PAUSE_CYCLES }, (_, i) => i + 1).map((c) => (
                    <option key={c} value={c}>
                      {c === 1 ? "1 delivery" : `${c} deliveries`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit" className={buttonClass.secondary} disabled={busy}>
              Pause
            </button>
            <NotifyBox />
          </Form>
        </>
      ) : null}
      {sub.status === "paused" ? (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="resume" />
          <button type="submit" className={buttonClass.secondary} disabled={busy}>
            Resume
          </button>
          <NotifyBox />
        </Form>
      ) : null}
      <StaffChangeForms sub={sub} busy={busy} />
      <Form method="post" className="space-y-2 border-t border-gray-100 pt-3">
        <input type="hidden" name="intent" value="cancel" />
        <Field id="staff-cancel-reason" label="Reason for cancelling (optional)">
          {(control) => <input {...control} name="reason" maxLength={500} className={inputClass} />}
        </Field>
        <NotifyBox />
        <button type="submit" className={buttonClass.danger} disabled={busy}>
          Cancel subscription
        </button>
      </Form>
    </section>
  );
}
