// Labelled form controls with their error tied by aria-describedby / aria-invalid, the
// status live region, the submit button with its busy state, and the hidden honeypot.
import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "../../../core/forms";

export const inputClass =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-purple-600 focus-visible:ring-offset-1 aria-[invalid=true]:border-red-600";
const borderClass = "border-gray-300";

export function errorId(id: string) {
  return `${id}-error`;
}

function describedBy(...ids: Array<string | false | undefined>) {
  const s = ids.filter(Boolean).join(" ");
  return s || undefined;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 h-4 w-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
          clipRule="evenodd"
        />
      </svg>
      {error}
    </p>
  );
}

type Common = { id: string; name: string; label: string; error?: string; required?: boolean; hint?: string };

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-900">
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : (
        <span className="ml-1 font-normal text-gray-600">(optional)</span>
      )}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
      {hint}
    </p>
  ) : null;
}

/** Label above, hint and error below: the frame every control here sits in. */
function FieldFrame({ id, label, required, hint, error, children }: Common & { children: ReactNode }) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {children}
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The control's name, and its error and hint tied to it for assistive technology. */
function controlProps({ id, name, required, error, hint }: Common) {
  return {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && `${id}-hint`, error && errorId(id)),
  } as const;
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
  const { type = "text", defaultValue, maxLength, placeholder, autoComplete } = props;
  return (
    <FieldFrame {...props}>
      <input
        {...controlProps(props)}
        type={type}
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
        className={`${inputClass} ${borderClass}`}
      />
    </FieldFrame>
  );
}

export function TextArea(
  props: Common & { rows?: number; defaultValue?: string; maxLength?: number; placeholder?: string },
) {
  const { rows = 5, defaultValue, maxLength, placeholder } = props;
  return (
    <FieldFrame {...props}>
      <textarea
        {...controlProps(props)}
        rows={rows}
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        className={`${inputClass} ${borderClass} resize-y`}
      />
    </FieldFrame>
  );
}

export function SelectField(
  props: Common & {
    placeholder: string;
    options: ReadonlyArray<{ value: string; label: string }>;
    defaultValue?: string;
  },
) {
  const { placeholder, options, defaultValue } = props;
  return (
    <FieldFrame {...props}>
      <select
        {...controlProps(props)}
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
    </FieldFrame>
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
