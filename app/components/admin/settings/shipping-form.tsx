// The owner's shipping options: Standard and Express to Australia, and to New Zealand when it is
// turned on, each a flat price or a price by weight, and an optional amount from which it ships free. Amounts are typed and
// shown in dollars; the server checks them all (core/shipping.ts) and saves all or none.
import { useCallback } from "react";
import { useFetcher } from "react-router";
import { SHIPPING_METHODS, ZONE_NAMES, type ShippingSettings, type ShippingZone } from "../../../../core/shipping";
import { DEFAULT_PACKAGING_GRAMS } from "../../../../core/weight";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass, inputClass } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";
import { ShippingOption } from "./shipping-option";

export const SHIPPING_INTENT = "shipping";

export function ShippingForm({ shipping }: { shipping: ShippingSettings }) {
  const fetcher = useFetcher<AdminActionResult>();
  const { flash, show } = useFlash();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok && fetcher.data.intent === SHIPPING_INTENT ? fetcher.data : null;
  const errors = refused?.fieldErrors ?? {};
  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.intent !== SHIPPING_INTENT) return;
      show(r.ok ? "success" : "error", r.ok ? r.message : (r.formError ?? "Not saved"));
    },
    [show],
  );
  useActionResult(fetcher, onResult);

  return (
    <section aria-labelledby="shipping-title" className="max-w-2xl space-y-4" id="shipping">
      <FlashMessage flash={flash} />
      <div>
        <h2 id="shipping-title" className="text-2xl font-bold text-gray-900">
          Shipping
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          What customers choose from at checkout. An order whose goods reach an option&apos;s &ldquo;free over&rdquo;
          amount (after any discount) ships that way free. An option priced by weight weighs each order&apos;s products
          and the packaging below.
        </p>
      </div>
      <fetcher.Form
        method="post"
        noValidate
        className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        // Rebuilt from what was saved, so a refused field keeps what was typed.
        key={JSON.stringify(shipping)}
      >
        <input type="hidden" name="intent" value={SHIPPING_INTENT} />
        <Field
          id="shipping-packaging"
          label="Packaging weight (grams)"
          hint="Added to the products' weight for options priced by weight"
          error={errors.packagingGrams}
        >
          {(c) => (
            <input
              {...c}
              name="packagingGrams"
              defaultValue={String(shipping.packagingGrams ?? DEFAULT_PACKAGING_GRAMS)}
              inputMode="numeric"
              autoComplete="off"
              className={`${inputClass} max-w-40`}
            />
          )}
        </Field>
        <Zone zone="AU" shipping={shipping} errors={errors} />
        <div className="space-y-4 border-t border-gray-100 pt-5">
          <label className="flex min-h-6 items-start gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              name="nzEnabled"
              defaultChecked={shipping.nzEnabled}
              aria-describedby="nz-note"
              className="mt-0.5 h-5 w-5 accent-purple-600"
            />
            <span>
              <span className="font-medium">Ship to New Zealand</span>
              <span id="nz-note" className="block text-gray-600">
                Customers then choose their country at checkout. Orders to New Zealand are GST-free exports.
              </span>
            </span>
          </label>
          <Zone zone="NZ" shipping={shipping} errors={errors} />
        </div>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? "Saving…" : "Save shipping"}
          </button>
          {refused?.formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refused.formError}: nothing was saved.
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}

function Zone(props: { zone: ShippingZone; shipping: ShippingSettings; errors: Record<string, string> }) {
  const { zone } = props;
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">{ZONE_NAMES[zone]}</legend>
      {SHIPPING_METHODS.map((method) => (
        <ShippingOption key={method} {...props} method={method} />
      ))}
    </fieldset>
  );
}
