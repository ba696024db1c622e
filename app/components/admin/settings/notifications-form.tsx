// The owner's choice of which e-mails the shop sends: the courtesy e-mails to customers that may
// be turned off, the ones that always go (each with its reason), and who on staff gets each alert.
// Posts to the Settings route's action with its own intent.
import { useCallback } from "react";
import { useFetcher } from "react-router";
import {
  ALWAYS_SENT_EMAILS,
  MAX_ALERT_RECIPIENTS,
  OPTIONAL_CUSTOMER_EMAILS,
  STAFF_ALERTS,
  type Notifications,
} from "../../../../core/notifications";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass, inputClass, Section } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";

export const NOTIFICATIONS_INTENT = "notifications";

export function NotificationsForm({ notifications }: { notifications: Notifications }) {
  const fetcher = useFetcher<AdminActionResult>();
  const { flash, show } = useFlash();
  const busy = fetcher.state !== "idle";
  const refused =
    fetcher.data && !fetcher.data.ok && fetcher.data.intent === NOTIFICATIONS_INTENT ? fetcher.data : null;
  const errors = refused?.fieldErrors ?? {};
  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.intent !== NOTIFICATIONS_INTENT) return;
      show(r.ok ? "success" : "error", r.ok ? r.message : (r.formError ?? "Not saved"));
    },
    [show],
  );
  useActionResult(fetcher, onResult);

  return (
    <section aria-labelledby="notifications-title" className="max-w-2xl space-y-4" id="notifications">
      <FlashMessage flash={flash} />
      <div>
        <h2 id="notifications-title" className="text-2xl font-bold text-gray-900">
          Notifications
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Which e-mails customers get, and who on your team hears about new orders and problems.
        </p>
      </div>
      <fetcher.Form
        method="post"
        noValidate
        className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        // Rebuilt from what was saved, so a refused field keeps what was typed.
        key={JSON.stringify(notifications)}
      >
        <input type="hidden" name="intent" value={NOTIFICATIONS_INTENT} />
        <Section title="E-mails to customers">
          <ul className="space-y-3 text-sm text-gray-800">
            {OPTIONAL_CUSTOMER_EMAILS.map((e) => (
              <li key={e.key}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name={`email-${e.key}`}
                    value="yes"
                    defaultChecked={notifications.customerEmails[e.key]}
                    aria-describedby={`email-${e.key}-hint`}
                    className="mt-0.5 h-5 w-5 accent-purple-600"
                  />
                  <span>
                    <span className="font-medium">{e.label}</span>
                    <span id={`email-${e.key}-hint`} className="block text-gray-600">
                      {e.hint}
                    </span>
                  </span>
                </label>
                {errors[e.key] ? <p className="mt-1 text-sm font-medium text-red-700">{errors[e.key]}</p> : null}
              </li>
            ))}
          </ul>
          <div className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
            <h3 className="font-semibold text-gray-900">Always sent</h3>
            <p className="mt-1 text-gray-600">These cannot be turned off, because customers need them:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {ALWAYS_SENT_EMAILS.map((e) => (
                <li key={e.label}>
                  <span className="font-medium">{e.label}</span>: {e.why}.
                </li>
              ))}
            </ul>
          </div>
        </Section>
        <Section title="Alerts to staff">
          <p className="text-sm text-gray-600">
            Up to {MAX_ALERT_RECIPIENTS} addresses for each alert, separated by commas. Leave it empty to send none.
          </p>
          {STAFF_ALERTS.map((a) => (
            <Field key={a.key} id={`alert-${a.key}`} label={a.label} hint={a.hint} error={errors[a.key]}>
              {(c) => (
                <input
                  {...c}
                  name={`alert-${a.key}`}
                  type="text"
                  inputMode="email"
                  autoComplete="off"
                  defaultValue={notifications.staffAlerts[a.key].join(", ")}
                  placeholder="orders@example.com"
                  className={inputClass}
                />
              )}
            </Field>
          ))}
        </Section>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? "Saving…" : "Save notifications"}
          </button>
          {refused ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refused.fieldErrors
                ? "Nothing was saved: see the marked fields."
                : `${refused.formError ?? "Not saved"}.`}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
