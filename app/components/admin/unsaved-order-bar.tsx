import { buttonClass } from "./form-controls";
import { Spinner } from "./verifying-auth";

/** The unsaved-order warning with Cancel and Save Changes (products and videos, SPEC §4). */
export function UnsavedOrderBar(props: { what: string; locked: boolean; onCancel(): void; onSave(): void }) {
  return (
    <div
      role="region"
      aria-label={`Unsaved ${props.what} order`}
      className="mt-6 flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-amber-900">
        You have unsaved changes to the {props.what} order. Save them to update the store.
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={props.onCancel} disabled={props.locked} className={buttonClass.secondary}>
          Cancel
        </button>
        <button type="button" onClick={props.onSave} disabled={props.locked} className={buttonClass.primary}>
          Save Changes
        </button>
      </div>
    </div>
  );
}

/** Blocks the page while an order is being saved. */
export function SavingOverlay({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/20 backdrop-blur-[2px]"
      data-testid="saving-overlay"
    >
      <div className="flex items-center gap-3 rounded-xl bg-white px-5 py-4 text-sm font-medium text-gray-800 shadow-xl ring-1 ring-gray-200">
        <Spinner />
        {label}
      </div>
    </div>
  );
}
