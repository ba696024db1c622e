// The frame of a page staff print from the Orders screen (pick list, packing slips): a bar with
// Back and Print on screen, nothing of the admin around it, and nothing but the sheet on paper.
import type { ReactNode } from "react";
import { buttonClass } from "../shared/form-controls";

export function PrintPage(props: { title: string; backHref: string; tools?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 p-4 text-gray-900 sm:p-6 print:max-w-none print:p-0">
      <nav
        aria-label={props.title}
        className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-4 print:hidden"
      >
        <a href={props.backHref} className={buttonClass.ghost}>
          ← Back to orders
        </a>
        <div className="flex flex-wrap items-center gap-2">
          {props.tools}
          <button type="button" onClick={() => window.print()} className={buttonClass.primary}>
            Print
          </button>
        </div>
      </nav>
      {props.children}
    </main>
  );
}

/** A selection the server refused (too many, none, a bad number): its sentence and the way back. */
export function SelectionProblem(props: { message: string; backHref: string }) {
  return (
    <main id="main" className="mx-auto max-w-xl space-y-4 p-6 text-gray-900">
      <h1 className="text-xl font-bold">Nothing to show</h1>
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
        {props.message}
      </p>
      <a href={props.backHref} className={buttonClass.secondary}>
        ← Back to orders
      </a>
    </main>
  );
}

/** Said above a list when a filter matched more orders than one bulk action takes. */
export function CappedNote({ capped, cap }: { capped: boolean; cap: number }) {
  if (!capped) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      {`This filter matches more than ${cap.toLocaleString("en-AU")} paid orders: these are the oldest ${cap.toLocaleString("en-AU")}. Ship them, then select the rest.`}
    </p>
  );
}
