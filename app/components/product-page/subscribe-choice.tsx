// One-time purchase or Subscribe & save on the product page: the frequency, the price of
// each delivery and the saving, from core/subscription-price.ts (the server prices it again at checkout).
import { useId, useRef } from "react";
import { useAdoptOnHydrate } from "../../lib/use-hydrated";
import { formatPrice } from "../../../core/money";
import type { ProductSubscriptionOffer } from "../../../core/product";
import { deliveryPrice, frequencyLabel } from "../../../core/subscription-price";

/** null: bought once; else delivered every `frequencyWeeks` weeks. */
export type PurchaseMode = { frequencyWeeks: number } | null;

const option =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 px-4 py-3 has-[:checked]:border-purple-600 has-[:checked]:bg-purple-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-purple-600";

export function SubscribeChoice(props: {
  name: string;
  unitPrice: number;
  quantity: number;
  offer: ProductSubscriptionOffer;
  value: PurchaseMode;
  onChange(next: PurchaseMode): void;
}) {
  const { offer, value, quantity } = props;
  const uid = useId();
  const weeks = value?.frequencyWeeks ?? offer.frequencies[0]!;
  const price = deliveryPrice(props.unitPrice, quantity, offer.discountPercent);
  const subscribe = useRef<HTMLInputElement>(null);
  useAdoptOnHydrate(() => {
    if (subscribe.current?.checked && value === null) props.onChange({ frequencyWeeks: weeks });
  });
  return (
    <fieldset className="flex flex-col gap-3" data-testid="purchase-choice">
      <legend className="mb-2 text-sm font-semibold text-gray-900">How would you like it?</legend>
      <label className={`${option} border-gray-200`}>
        <input
          type="radio"
          name={`${uid}-mode`}
          checked={value === null}
          onChange={() => props.onChange(null)}
          className="mt-1 h-4 w-4 accent-purple-600"
        />
        <span className="flex-1">
          <span className="block font-semibold text-gray-900">One-time purchase</span>
          <span className="text-sm text-gray-700">{formatPrice(price.full)}</span>
        </span>
      </label>
      <label className={`${option} border-gray-200`}>
        <input
          type="radio"
          name={`${uid}-mode`}
          ref={subscribe}
          checked={value !== null}
          onChange={() => props.onChange({ frequencyWeeks: weeks })}
          className="mt-1 h-4 w-4 accent-purple-600"
        />
        <span className="flex-1">
          <span className="block font-semibold text-gray-900">Subscribe &amp; save {offer.discountPercent} %</span>
          <span className="text-sm text-gray-700" data-testid="subscription-price">
            {formatPrice(price.price)} per delivery, {frequencyLabel(weeks)}
            {price.saving > 0 ? ` (save ${formatPrice(price.saving)} each delivery)` : ""}
          </span>
        </span>
      </label>
      {value !== null ? (
        <div className="flex flex-col gap-1.5 pl-1">
          <label htmlFor={`${uid}-weeks`} className="text-sm font-semibold text-gray-900">
            How often
          </label>
          <select
            id={`${uid}-weeks`}
            value={weeks}
            onChange={(e) => props.onChange({ frequencyWeeks: Number(e.target.value) })}
            className="min-h-11 rounded-xl border border-gray-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-purple-600"
          >
            {offer.frequencies.map((w) => (
              <option key={w} value={w}>
                {frequencyLabel(w)}
              </option>
            ))}
          </select>
          <p className="text-sm text-gray-600">
            Renews until you cancel. Skip, pause or cancel online at any time, before any charge.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
