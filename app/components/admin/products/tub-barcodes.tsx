// The barcode number printed on each of the product's flavours' tubs, which the Pack screen
// scans. A number belongs to the flavour, so a flavour two products offer shows the same number
// on both. Its own small form: a plain post, saved apart from the product's draft.
import { Form, useActionData, useNavigation } from "react-router";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";

export const BARCODES_INTENT = "barcodes";

export function TubBarcodes({ barcodes }: { barcodes: { flavor: string; gtin: string | null }[] }) {
  const result = useActionData<AdminActionResult>();
  const mine = result?.intent === BARCODES_INTENT ? result : null;
  const nav = useNavigation();
  const saving = nav.state !== "idle" && nav.formData?.get("intent") === BARCODES_INTENT;
  const errors = mine && !mine.ok ? (mine.fieldErrors ?? {}) : {};
  return (
    <section
      aria-labelledby="tub-barcodes-heading"
      className="mt-6 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-gray-200 sm:p-6"
    >
      <h3 id="tub-barcodes-heading" className="text-lg font-semibold text-gray-900">
        Tub barcodes
      </h3>
      <p className="mb-4 text-sm text-gray-600">
        The number under the barcode on each flavour&apos;s tub (8, 12, 13 or 14 digits), scanned on the Pack screen.
        Leave it empty if a tub has none.
      </p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={BARCODES_INTENT} />
        <div className="grid gap-4 sm:grid-cols-2">
          {barcodes.map((b, i) => (
            <Field key={b.flavor} id={`gtin-${i}`} label={b.flavor} error={errors[b.flavor]}>
              {(control) => (
                <>
                  <input type="hidden" name="flavor" value={b.flavor} />
                  <input
                    {...control}
                    name="gtin"
                    defaultValue={b.gtin ?? ""}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={20}
                    className={inputClass}
                  />
                </>
              )}
            </Field>
          ))}
        </div>
        {mine ? (
          <p
            role={mine.ok ? "status" : "alert"}
            className={`text-sm font-medium ${mine.ok ? "text-green-800" : "text-red-800"}`}
          >
            {mine.ok ? mine.message : mine.formError}
          </p>
        ) : null}
        <button type="submit" className={buttonClass.secondary} disabled={saving}>
          {saving ? "Saving…" : "Save barcodes"}
        </button>
      </Form>
    </section>
  );
}
