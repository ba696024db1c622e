// The owner's shipping options: Standard and Express to Australia, and to New Zealand when it is
// turned on, each a price and an optional amount from which it ships free. Amounts are typed and
// shown in dollars; the server checks them all (core/shipping.ts) and saves all or none.
import { useCallback } from "react";
import { useFetcher } from "react-router";
import {
  DELIVERY_PROMISES,
  METHOD_NAMES,
  SHIPPING_METHODS,
  ZONE_NAMES,
  type ShippingMethod,
  type ShippingSettings,
  type ShippingZone,
} from "../../../../core/shipping";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass, inputClass } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";

export const SHIPPING_INTENT = "shipping";

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

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
          amount (after any discount) ships that way free.
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
        <Option key={method} {...props} method={method} />
      ))}
    </fieldset>
  );
}

function Option(props: {
  zone: ShippingZone;
  method: ShippingMethod;
  shipping: ShippingSettings;
  errors: Record<string, string>;
}) {
  const { zone, method, shipping, errors } = props;
  const rule = shipping.zones[zone][method];
  const name = `zones.${zone}.${method}`;
  const id = `shipping-${zone}-${method}`;
  // Australia's Standard left empty keeps the shop's first rule: nothing to change for a shop
  // that never opens this section.
  const usualRule = zone === "AU" && method === "standard";
  return (
    <div className="rounded-xl bg-gray-50 p-4">
      <p className="text-sm font-medium text-gray-900">
        {METHOD_NAMES[method]} <span className="font-normal text-gray-600">({DELIVERY_PROMISES[zone][method]})</span>
      </p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-price`}
          label="Price ($)"
          required={!usualRule}
          hint={usualRule ? "Empty: each product's own shipping cost on a single tub, free on more" : undefined}
          error={errors[`${name}.price`]}
        >
          {(c) => (
            <input
              {...c}
              name={`${name}.price`}
              defaultValue={dollars(rule.price)}
              inputMode="decimal"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={`${id}-free-over`}
          label="Free over ($)"
          required={false}
          hint="Orders of this much or more ship free"
          error={errors[`${name}.freeOver`]}
        >
          {(c) => (
            <input
              {...c}
              name={`${name}.freeOver`}
              defaultValue={dollars(rule.freeOver)}
              inputMode="decimal"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
