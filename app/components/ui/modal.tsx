// A dialog: focus moves in and returns to the opener, Escape / backdrop / close button
// close it, and the page behind does not scroll while it is open (docs/spec.md §2).
import { useId, useRef, type ReactNode } from "react";
import { useDialogFocus } from "./use-dialog-focus";
import { useScrollLock } from "../../lib/use-scroll-lock";

export type ModalProps = { title: string; onClose(): void; children: ReactNode; wide?: boolean; hideTitle?: boolean };

export function Modal({ title, onClose, children, wide, hideTitle }: ModalProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(true);

  useDialogFocus(panel, onClose, true);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <div
        className="absolute inset-0 bg-gray-950/60 backdrop-blur-sm"
        onClick={onClose}
        data-testid="modal-backdrop"
        aria-hidden="true"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:rounded-3xl sm:p-8 ${wide ? "max-w-3xl" : "max-w-lg"}`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className={hideTitle ? "sr-only" : "text-2xl font-bold text-gray-900"}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-1 -mr-2 ml-auto rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
