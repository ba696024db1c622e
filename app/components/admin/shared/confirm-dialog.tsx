// A question asked in the page before a change that is easy to regret (in place of the browser's
// own confirm box, which cannot be styled, read in context or tested): focus starts on the safe
// answer, Tab stays inside, Escape or the backdrop declines, and focus returns to the opener.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useScrollLock } from "../../../lib/use-scroll-lock";
import { useDialogFocus } from "../../ui/use-dialog-focus";
import { buttonClass } from "./form-controls";

export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  useDialogFocus(panel, props.onCancel, true);
  // After the panel took focus: the answer that changes nothing is the one Enter gives.
  useEffect(() => safe.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <div className="absolute inset-0 bg-gray-950/50" onClick={props.onCancel} aria-hidden="true" />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        tabIndex={-1}
        className="relative w-full max-w-md space-y-4 rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:rounded-3xl"
      >
        <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
          {props.title}
        </h2>
        <div id={`${id}-body`} className="text-sm text-gray-700">
          {props.children}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button ref={safe} type="button" className={buttonClass.secondary} onClick={props.onCancel}>
            {props.cancel}
          </button>
          <button type="button" className={buttonClass.danger} onClick={props.onConfirm}>
            {props.confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
