import { buttonClass } from "./form-controls";
import { Spinner } from "../shell/verifying-auth";

/**
 * The unsaved-order warning with Cancel and Save Changes (products and videos, docs/spec.md §4).
 *
 * A form whose buttons submit it, not two click handlers: for 50 ms after a pointer drag ends the
 * drag library stops every click at the document (so the drop's own click activates nothing), and
 * React hears clicks only below that, so a Cancel pressed just after a drop did nothing. The
 * button's default action, submitting the form, still happens, and the submit event reaches React.
 */
export function UnsavedOrderBar(props: { what: string; locked: boolean; onCancel(): void; onSave(): void }) {
  return (
    <div role="region" aria-label={`Unsaved ${props.what} order`} className="mt-6">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const submitter = (e.nativeEvent as SubmitEvent).submitter;
          if (submitter?.getAttribute("value") === "cancel") props.onCancel();
          else props.onSave();
        }}
        className="flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm font-medium text-amber-900">
          You have unsaved changes to the {props.what} order. Save them to update the store.
        </p>
        <div className="flex gap-2">
          <button type="submit" name="intent" value="cancel" disabled={props.locked} className={buttonClass.secondary}>
            Cancel
          </button>
          <button type="submit" name="intent" value="save" disabled={props.locked} className={buttonClass.primary}>
            Save Changes
          </button>
        </div>
      </form>
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
