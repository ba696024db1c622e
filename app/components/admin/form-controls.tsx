// Small form building blocks for the admin: a labelled field with its hint and
// error wired up for screen readers, and the shared input look.
import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs outline-none transition focus:border-purple-500 focus:ring-2 focus:ring-purple-500/30 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 aria-invalid:border-red-400 aria-invalid:ring-red-500/20";

export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function Field(props: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-800">
        {props.label}
      </label>
      <div className="mt-1.5">{props.children}</div>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mt-1 text-xs text-gray-500">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-gray-100 pt-5 first:border-t-0 first:pt-0">
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-3 text-xs font-semibold tracking-wider text-gray-500 uppercase">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3.5 py-2 text-sm font-semibold transition focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50";

export const buttonClass = {
  primary: `${BUTTON_BASE} bg-purple-600 text-white shadow-sm hover:bg-purple-700`,
  secondary: `${BUTTON_BASE} bg-white text-gray-800 shadow-xs ring-1 ring-gray-300 hover:bg-gray-50`,
  danger: `${BUTTON_BASE} bg-white text-red-700 shadow-xs ring-1 ring-red-200 hover:bg-red-50`,
  ghost: `${BUTTON_BASE} text-gray-700 hover:bg-gray-100`,
} as const;
