// The owner's business details: who sells (named on every invoice), the ABN, whether the business
// charges GST, and how customers reach it. Posts the whole form to the Settings route's action.
import { useCallback } from "react";
import { useFetcher } from "react-router";
import { STORE_DETAILS_LIMITS, type StoreDetails } from "../../../../core/store-details";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass, inputClass, Section } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";

export function StoreDetailsForm({ details, live }: { details: StoreDetails; live: boolean }) {
  const fetcher = useFetcher<AdminActionResult>();
  const { flash, show } = useFlash();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors = refused?.fieldErrors ?? {};
  const onResult = useCallback(
    (r: AdminActionResult) => show(r.ok ? "success" : "error", r.ok ? r.message : (r.formError ?? "Not saved")),
    [show],
  );
  useActionResult(fetcher, onResult);
  const abnMissing = details.gstRegistered && !details.abn;

  return (
    <section aria-labelledby="settings-title" className="max-w-2xl space-y-6">
      <FlashMessage flash={flash} />
      <div>
        <h2 id="settings-title" className="text-2xl font-bold text-gray-900">
          Business details
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Your business as customers see it on invoices and e-mails. Changes apply to the next invoice on every server
          at once.
        </p>
      </div>
      {abnMissing ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200" role="note">
          {live
            ? "No ABN yet: orders are confirmed by e-mail without a tax invoice until you add it."
            : "No ABN yet: tax invoices show a placeholder until you add it."}
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        noValidate
        className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        // The form is rebuilt from what was saved, so a refused field keeps what was typed.
        key={JSON.stringify(details)}
      >
        <Section title="Business">
          <Field id="legalName" label="Legal name" required error={errors.legalName}>
            {(c) => (
              <input
                {...c}
                name="legalName"
                defaultValue={details.legalName}
                maxLength={STORE_DETAILS_LIMITS.name}
                autoComplete="organization"
                className={inputClass}
              />
            )}
          </Field>
          <Field
            id="tradingName"
            label="Trading name"
            required={false}
            hint="The name customers know, if it is not the legal name"
            error={errors.tradingName}
          >
            {(c) => (
              <input
                {...c}
                name="tradingName"
                defaultValue={details.tradingName}
                maxLength={STORE_DETAILS_LIMITS.name}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="address" label="Business address" required={false} hint="Shown on invoices" error={errors.address}>
            {(c) => (
              <textarea
                {...c}
                name="address"
                rows={3}
                defaultValue={details.address}
                maxLength={STORE_DETAILS_LIMITS.address}
                autoComplete="street-address"
                className={inputClass}
              />
            )}
          </Field>
        </Section>
        <Section title="Tax">
          <fieldset>
            <legend className="mb-1.5 block text-sm font-medium text-gray-800">Registered for GST?</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(
                [
                  ["yes", "Yes: invoices are tax invoices and show the GST"],
                  ["no", "No: invoices show no GST"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
                  <input
                    type="radio"
                    name="gstRegistered"
                    value={value}
                    defaultChecked={details.gstRegistered === (value === "yes")}
                    className="h-5 w-5 accent-purple-600"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id="abn"
            label="ABN"
            hint="11 digits, as on ABN Lookup. Required when registered for GST."
            error={errors.abn}
          >
            {(c) => (
              <input
                {...c}
                name="abn"
                defaultValue={details.abn}
                inputMode="numeric"
                maxLength={20}
                className={`${inputClass} sm:max-w-xs`}
              />
            )}
          </Field>
        </Section>
        <Section title="Customer support">
          <Field id="supportEmail" label="Support e-mail" required error={errors.supportEmail}>
            {(c) => (
              <input
                {...c}
                type="email"
                name="supportEmail"
                defaultValue={details.supportEmail}
                maxLength={STORE_DETAILS_LIMITS.email}
                autoComplete="email"
                className={inputClass}
              />
            )}
          </Field>
          <Field id="supportPhone" label="Support phone" required={false} error={errors.supportPhone}>
            {(c) => (
              <input
                {...c}
                type="tel"
                name="supportPhone"
                defaultValue={details.supportPhone}
                maxLength={STORE_DETAILS_LIMITS.phone}
                autoComplete="tel"
                className={`${inputClass} sm:max-w-xs`}
              />
            )}
          </Field>
        </Section>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? "Saving…" : "Save details"}
          </button>
          {refused?.formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refused.formError}: nothing was saved.
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
