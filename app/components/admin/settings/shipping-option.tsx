// One shipping option in Settings → Shipping: a flat price, or a price for each weight band and
// for each extra kilogram, and in both cases an amount from which it ships free. With a rate by
// weight the flat price stays: it is what a cart pays when one of its products has no weight.
import { useState } from "react";
import {
  DELIVERY_PROMISES,
  METHOD_NAMES,
  type ShippingMethod,
  type ShippingSettings,
  type ShippingZone,
} from "../../../../core/shipping";
import { bandName, WEIGHT_BANDS } from "../../../../core/shipping-weight";
import { Field } from "../../ui/field";
import { inputClass } from "../shared/form-controls";

const dollars = (cents: number | null | undefined) => (cents == null ? "" : (cents / 100).toFixed(2));

function Money(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  required?: boolean;
}) {
  return (
    <Field id={props.id} label={props.label} required={props.required ?? true} hint={props.hint} error={props.error}>
      {(c) => (
        <input
          {...c}
          name={props.name}
          defaultValue={props.value}
          inputMode="decimal"
          autoComplete="off"
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function ShippingOption(props: {
  zone: ShippingZone;
  method: ShippingMethod;
  shipping: ShippingSettings;
  errors: Record<string, string>;
}) {
  const { zone, method, shipping, errors } = props;
  const rule = shipping.zones[zone][method];
  const name = `zones.${zone}.${method}`;
  const id = `shipping-${zone}-${method}`;
  const [byWeight, setByWeight] = useState(Boolean(rule.byWeight));
  // Australia's Standard left empty keeps the shop's first rule: nothing to change for a shop
  // that never opens this section.
  const usualRule = zone === "AU" && method === "standard";
  return (
    <div className="rounded-xl bg-gray-50 p-4">
      <p className="text-sm font-medium text-gray-900">
        {METHOD_NAMES[method]} <span className="font-normal text-gray-600">({DELIVERY_PROMISES[zone][method]})</span>
      </p>
      <fieldset className="mt-2">
        <legend className="sr-only">How {METHOD_NAMES[method]} is priced</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {(
            [
              ["flat", "Flat price"],
              ["weight", "By weight"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name={`${name}.rate`}
                value={value}
                checked={byWeight === (value === "weight")}
                onChange={() => setByWeight(value === "weight")}
                className="h-5 w-5 accent-purple-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Money
          id={`${id}-price`}
          name={`${name}.price`}
          label={byWeight ? "Flat price ($), when a product has no weight" : "Price ($)"}
          required={!usualRule}
          hint={usualRule ? "Empty: each product's own shipping cost on a single tub, free on more" : undefined}
          value={dollars(rule.price)}
          error={errors[`${name}.price`]}
        />
        <Money
          id={`${id}-free-over`}
          name={`${name}.freeOver`}
          label="Free over ($)"
          required={false}
          hint="Orders of this much or more ship free"
          value={dollars(rule.freeOver)}
          error={errors[`${name}.freeOver`]}
        />
      </div>
      {byWeight ? (
        <fieldset className="mt-4 border-t border-gray-200 pt-3">
          <legend className="text-sm font-medium text-gray-900">
            Price by the parcel&apos;s weight, with packaging
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {WEIGHT_BANDS.map((_, i) => (
              <Money
                key={i}
                id={`${id}-band-${i}`}
                name={`${name}.bands.${i}`}
                label={`${bandName(i).replace(/^u/, "U")} ($)`}
                value={dollars(rule.byWeight?.bands[i])}
                error={errors[`${name}.bands.${i}`]}
              />
            ))}
            <Money
              id={`${id}-per-kg`}
              name={`${name}.perKg`}
              label="Each extra kg over 5 kg ($)"
              value={dollars(rule.byWeight?.perExtraKg)}
              error={errors[`${name}.perKg`]}
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
