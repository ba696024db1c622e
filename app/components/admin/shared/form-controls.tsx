// The admin's form look: its input and button styles and the titled section a form is
// divided into. The labelled field itself is the shop's one Field (../ui/field).
import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs outline-none transition focus:border-purple-500 focus:ring-2 focus:ring-purple-500/30 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 aria-invalid:border-red-400 aria-invalid:ring-red-500/20";

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

/** A form's refusal on the sign-in and set-password cards, read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  );
}

/** The full-width submit button of the sign-in and set-password cards. */
export const cardSubmitClass =
  "flex w-full items-center justify-center gap-2 rounded-lg bg-purple-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-purple-700 disabled:cursor-not-allowed disabled:opacity-70";
