// The Staff screen's invitation form: an e-mail address and a role; the server e-mails the link.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ROLE_LABELS, ROLE_SUMMARIES, STAFF_ROLES } from "../../../../core/staff-roles";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";

export const STAFF_FETCHER = "staff-action";

export function StaffInviteForm() {
  const fetcher = useFetcher<AdminActionResult>({ key: STAFF_FETCHER });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" && fetcher.data?.intent === "invite" ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      aria-labelledby="invite-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h3 id="invite-heading" className="text-base font-semibold text-gray-900">
        Invite staff
      </h3>
      <input type="hidden" name="intent" value="invite" />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto] sm:items-start">
        <Field id="invite-email" label="E-mail" error={errors.email}>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="off" required className={inputClass} />
          )}
        </Field>
        <Field id="invite-role" label="Role" error={errors.role}>
          {(control) => (
            <select {...control} name="role" defaultValue="fulfilment" className={inputClass}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={`${buttonClass.primary} sm:mt-6`} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" && fetcher.formData?.get("intent") === "invite" ? "Sending…" : "Send invitation"}
        </button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {STAFF_ROLES.map((r) => (
          <div key={r} className="contents">
            <dt className="font-medium text-gray-900">{ROLE_LABELS[r]}</dt>
            <dd className="text-gray-600">{ROLE_SUMMARIES[r]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-gray-600">
        The link works once, for 72 hours. Inviting the same address again replaces the earlier link.
      </p>
    </fetcher.Form>
  );
}
