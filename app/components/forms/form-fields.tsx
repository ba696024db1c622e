// The customer forms' controls (text, text area, select) in the shop's one Field, the
// status live region, the submit button with its busy state, and the hidden honeypot.
import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "../../../core/forms";
import { Field, type ControlProps } from "../ui/field";

export const inputClass =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-purple-600 focus-visible:ring-offset-1 aria-[invalid=true]:border-red-600";
const borderClass = "border-gray-300";

type Common = { id: string; name: string; label: string; error?: string; required?: boolean; hint?: string };

/** A customer form's Field: every label says whether the field is required. */
function CustomerField({
  id,
  label,
  required,
  hint,
  error,
  children,
}: Common & { children: (control: ControlProps) => ReactNode }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={Boolean(required)} size="lg">
      {children}
    </Field>
  );
}

export function TextField(
  props: Common & {
    type?: "text" | "email";
    defaultValue?: string;
    maxLength?: number;
    placeholder?: string;
    autoComplete?: string;
  },
) {
  const { name, required, type = "text", defaultValue, maxLength, placeholder, autoComplete } = props;
  return (
    <CustomerField {...props}>
      {(control) => (
        <input
          {...control}
          name={name}
          required={required}
          type={type}
          defaultValue={defaultValue}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          className={`${inputClass} ${borderClass}`}
        />
      )}
    </CustomerField>
  );
}

export function TextArea(
  props: Common & { rows?: number; defaultValue?: string; maxLength?: number; placeholder?: string },
) {
  const { name, required, rows = 5, defaultValue, maxLength, placeholder } = props;
  return (
    <CustomerField {...props}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          required={required}
          rows={rows}
          defaultValue={defaultValue}
          maxLength={maxLength}
          placeholder={placeholder}
          className={`${inputClass} ${borderClass} resize-y`}
        />
      )}
    </CustomerField>
  );
}

export function SelectField(
  props: Common & {
    placeholder: string;
    options: ReadonlyArray<{ value: string; label: string }>;
    defaultValue?: string;
  },
) {
  const { name, required, placeholder, options, defaultValue } = props;
  return (
    <CustomerField {...props}>
      {(control) => (
        <select
          {...control}
          name={name}
          required={required}
          defaultValue={defaultValue ?? ""}
          className={`${inputClass} ${borderClass} appearance-none bg-[url("data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2020%2020'%20fill='%239333ea'%3E%3Cpath%20d='M5.23%207.21a.75.75%200%200%201%201.06.02L10%2011.17l3.71-3.94a.75.75%200%201%201%201.08%201.04l-4.25%204.5a.75.75%200%200%201-1.08%200l-4.25-4.5a.75.75%200%200%201%20.02-1.06z'/%3E%3C/svg%3E")] bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10`}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </CustomerField>
  );
}

/** The polite live region every form keeps rendered, so a new message is announced. */
export function FormStatus({
  result,
}: {
  result?: { status: "success" | "error"; message: string; reference?: string } | null;
}) {
  const ref = result?.reference;
  const [before, after] =
    ref && result.message.includes(ref) ? result.message.split(ref) : [result?.message, undefined];
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {result ? (
        <p
          className={`flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-medium ${
            result.status === "success"
              ? "border-green-200 bg-green-50 text-green-900"
              : "border-red-200 bg-red-50 text-red-800"
          }`}
          data-status={result.status}
        >
          <span aria-hidden="true" className="font-bold">
            {result.status === "success" ? "✓" : "!"}
          </span>
          <span>
            {before}
            {after !== undefined ? (
              <>
                <strong className="font-bold whitespace-nowrap">{ref}</strong>
                {after}
              </>
            ) : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-linear-to-r from-purple-600 to-fuchsia-600 px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            data-testid="spinner"
          />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A field people never see or reach; automated senders fill it in. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
