// The staff note on a customer: plain text (shown as text, never as HTML), saved through the
// page's action and recorded in the audit log.
import { useCallback } from "react";
import { useFetcher } from "react-router";
import { CUSTOMER_NOTE_MAX } from "../../../../core/customer";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";
import { useShopTime } from "../shared/use-shop-time";

export function CustomerNote(props: {
  note: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  onResult(r: AdminActionResult): void;
}) {
  const fetcher = useFetcher<AdminActionResult>({ key: "customer-note" });
  const when = useShopTime();
  const onResult = useCallback((r: AdminActionResult) => props.onResult(r), [props]);
  useActionResult(fetcher, onResult);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = result && !result.ok ? (result.fieldErrors?.note ?? result.formError) : undefined;
  return (
    <fetcher.Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="note" />
      <Field
        id="customer-staff-note"
        label="Staff note"
        hint={`Only staff see it. Up to ${CUSTOMER_NOTE_MAX.toLocaleString("en-AU")} characters.`}
        error={error}
      >
        {(control) => (
          <textarea {...control} name="note" rows={4} defaultValue={props.note ?? ""} className={inputClass} />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save note"}
        </button>
        {props.updatedAt ? (
          <p className="text-xs text-gray-600" data-testid="note-updated">
            {`Last changed ${when(props.updatedAt)}${props.updatedBy ? ` by ${props.updatedBy}` : ""}`}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
