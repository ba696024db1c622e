// Subscribe & save for one product: switched on with the frequencies offered and the
// discount. Saved on its own (to the editor route's action, intent "subscription-offer") by the same
// service as PUT /api/admin/products/:id/subscription-offer; the server's messages show by the fields.
import { useCallback, useId, useState } from "react";
import { useFetcher, useOutletContext } from "react-router";
import type { SubscriptionOffer } from "../../../../core/subscription-offer";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { buttonClass, inputClass, Section } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";
import type { ProductsOutletContext } from "./products-screen";

export const OFFER_INTENT = "subscription-offer";

/** "4, 6, 8" → [4, 6, 8]; anything that is not a whole number is sent as it is, for the server to refuse. */
function parseWeeks(text: string): (number | string)[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((t) => (/^\d+$/.test(t) ? Number(t) : t));
}

export function ProductSubscriptionOffer({ offer }: { offer: SubscriptionOffer }) {
  const { show } = useOutletContext<ProductsOutletContext>();
  const fetcher = useFetcher<AdminActionResult>();
  const uid = useId();
  const [enabled, setEnabled] = useState(offer.enabled);
  const [weeks, setWeeks] = useState(offer.frequencies.join(", "));
  const [discount, setDiscount] = useState(String(offer.discountPercent));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = fetcher.state !== "idle";

  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.intent !== OFFER_INTENT) return;
      if (r.ok) {
        setErrors({});
        show("success", r.message);
        return;
      }
      const fields = r.fieldErrors ?? {};
      setErrors({
        frequencies: Object.entries(fields).find(([k]) => k.startsWith("frequencies"))?.[1] ?? "",
        discountPercent: fields.discountPercent ?? "",
      });
      if (r.formError) show("error", r.formError);
    },
    [show],
  );
  useActionResult(fetcher, onResult);

  function save() {
    const discountNumber = /^\d+$/.test(discount.trim()) ? Number(discount.trim()) : discount;
    void fetcher.submit(
      { intent: OFFER_INTENT, offer: { enabled, frequencies: parseWeeks(weeks), discountPercent: discountNumber } },
      { method: "post", encType: "application/json" },
    );
  }

  return (
    <form
      noValidate
      aria-label="Subscribe & save"
      className="mt-6 border-t border-gray-100 pt-5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Section title="Subscribe & save">
        <label className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            name="subscriptionEnabled"
            checked={enabled}
            disabled={saving}
            onChange={(e) => setEnabled(e.target.checked)}
            className="h-4 w-4 rounded border-gray-300 accent-purple-600"
          />
          Offer Subscribe &amp; save on this product
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${uid}-weeks`}
            label="Delivered every (weeks)"
            hint="Separate with commas, e.g. 4, 6, 8 (1 to 26 weeks)"
            error={errors.frequencies || undefined}
          >
            {(control) => (
              <input
                {...control}
                name="frequencies"
                type="text"
                value={weeks}
                disabled={saving}
                onChange={(e) => setWeeks(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            id={`${uid}-discount`}
            label="Discount (%)"
            hint="0 to 50; taken off each tub on every delivery"
            error={errors.discountPercent || undefined}
          >
            {(control) => (
              <input
                {...control}
                name="discountPercent"
                type="text"
                inputMode="numeric"
                value={discount}
                disabled={saving}
                onChange={(e) => setDiscount(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <button type="submit" disabled={saving} className={buttonClass.secondary}>
          {saving ? "Saving…" : "Save Subscribe & save"}
        </button>
      </Section>
    </form>
  );
}
