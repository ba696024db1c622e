// The return request form (docs/spec.md §2 Return Request Form, §5, §8, §9). Posts to the /return-form
// route action through a fetcher, or as a plain form post without JavaScript.
import { useId } from "react";
import {
  FORM_LIMITS,
  RETURN_FIELDS,
  RETURN_PREFERENCES,
  RETURN_REASONS,
  ReturnRequestSchema,
} from "../../../core/forms";
import type { FormResult } from "../../lib/form-result";
import { FieldError, errorId } from "../ui/field";
import { FormStatus, Honeypot, SelectField, SubmitButton, TextArea, TextField } from "./form-fields";
import { useCustomerForm } from "./use-customer-form";

export const RETURN_ACTION = "/return-form";

export function ReturnRequestForm({
  initialResult,
  prefill = {},
}: {
  initialResult?: FormResult | null;
  /** Values to start from (the account's 'Start a return' link fills the order number and e-mail). */
  prefill?: Record<string, string>;
}) {
  const id = useId();
  const f = useCustomerForm({ schema: ReturnRequestSchema, fields: RETURN_FIELDS, initialResult });
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    error: f.errors[name],
    defaultValue: f.values[name] ?? prefill[name],
  });
  const preference = f.values.preference ?? "refund";
  const prefId = `${id}-preference`;
  return (
    <f.fetcher.Form
      ref={f.formRef}
      method="post"
      action={RETURN_ACTION}
      noValidate={f.hydrated}
      onSubmit={f.onSubmit}
      onChange={f.onChange}
      aria-label="Return request form"
      className="relative space-y-5"
    >
      <p className="text-sm text-gray-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <TextField
        {...field("orderNumber")}
        label="Order Number"
        required
        placeholder="e.g. RR-12345"
        maxLength={FORM_LIMITS.orderNumber}
        hint="You'll find it in your order confirmation e-mail."
      />
      <TextField
        {...field("email")}
        label="Email Address"
        type="email"
        required
        autoComplete="email"
        maxLength={FORM_LIMITS.email}
        hint="The address you used for the order."
      />
      <SelectField
        {...field("reason")}
        label="Reason for Return"
        required
        placeholder="Select a reason"
        options={RETURN_REASONS}
      />
      <TextArea
        {...field("description")}
        label="Additional Details"
        rows={4}
        maxLength={FORM_LIMITS.description}
        placeholder="Tell us anything that will help us sort it out quickly."
      />
      <fieldset aria-describedby={f.errors.preference ? errorId(prefId) : undefined}>
        <legend className="mb-2 block text-sm font-semibold text-gray-900">
          Preference
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {RETURN_PREFERENCES.map((p) => (
            <label
              key={p.value}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-300 bg-white px-4 py-3 text-sm text-gray-900 has-checked:border-purple-600 has-checked:bg-purple-50 has-focus-visible:ring-2 has-focus-visible:ring-purple-600"
            >
              <input
                type="radio"
                name="preference"
                value={p.value}
                defaultChecked={p.value === preference}
                className="h-4 w-4 accent-purple-600 focus:outline-none"
              />
              {p.label}
            </label>
          ))}
        </div>
        <FieldError id={prefId} error={f.errors.preference} size="lg" />
      </fieldset>
      <Honeypot id={`${id}-hp`} />
      <FormStatus result={f.result} />
      <SubmitButton busy={f.busy} busyLabel="Submitting...">
        Submit Return Request
      </SubmitButton>
    </f.fetcher.Form>
  );
}
