// The cart's shipping step: the options the shopper's country offers, each a radio that says its
// delivery promise and price, and (only while the shop ships to New Zealand) the country. The
// prices come from the same rule the server charges by (core/shipping.ts); the server prices
// the choice again and ignores any price sent with it.
import { useState } from "react";
import {
  choiceLabel,
  DEFAULT_CHOICE,
  DEFAULT_SHIPPING_SETTINGS,
  SHIPPING_METHODS,
  SHIPPING_ZONES,
  ZONE_NAMES,
  type ShippingChoice,
  type ShippingSettings,
  type ShippingZone,
} from "../../../core/shipping";

/** The shopper's choice, kept to what the shop offers now (New Zealand may have been turned off). */
export function useShippingChoice(settings: ShippingSettings | undefined) {
  const offered = settings ?? DEFAULT_SHIPPING_SETTINGS;
  const [picked, setPicked] = useState<ShippingChoice>(DEFAULT_CHOICE);
  const choice = picked.zone === "NZ" && !offered.nzEnabled ? { ...picked, zone: "AU" as const } : picked;
  return { settings: offered, choice, pick: setPicked };
}

const radioRow =
  "flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2.5 py-1 text-xs leading-snug text-gray-800 ring-1 ring-gray-200 has-[:checked]:bg-purple-50 has-[:checked]:ring-2 has-[:checked]:ring-purple-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-purple-600";

export function CartShipping(props: {
  shipping: ReturnType<typeof useShippingChoice>;
  /** What each option would cost this cart, from the shared rule. */
  chargeFor: (choice: ShippingChoice) => number;
}) {
  const { settings, choice, pick } = props.shipping;
  const zones: readonly ShippingZone[] = settings.nzEnabled ? SHIPPING_ZONES : ["AU"];
  return (
    <div className="mb-3 space-y-2" data-testid="cart-shipping-step">
      {zones.length > 1 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-gray-900">Deliver to</legend>
          <div className="grid grid-cols-2 gap-2">
            {zones.map((zone) => (
              <label key={zone} className={radioRow}>
                <input
                  type="radio"
                  name="shippingZone"
                  value={zone}
                  checked={choice.zone === zone}
                  onChange={() => pick({ ...choice, zone })}
                  className="h-5 w-5 shrink-0 accent-purple-600"
                />
                {ZONE_NAMES[zone]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-gray-900">Shipping</legend>
        {/* Side by side: the drawer's footer stays short enough for the cart's lines on a phone. */}
        <div className="grid grid-cols-2 gap-2">
          {SHIPPING_METHODS.map((method) => {
            const option = { zone: choice.zone, method };
            return (
              <label key={method} className={radioRow}>
                <input
                  type="radio"
                  name="shippingMethod"
                  value={method}
                  checked={choice.method === method}
                  onChange={() => pick(option)}
                  className="h-5 w-5 shrink-0 accent-purple-600"
                />
                {choiceLabel(option, props.chargeFor(option))}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
