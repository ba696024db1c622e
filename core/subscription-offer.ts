// Subscribe & save's offer and price: what staff may offer per product, and what one
// delivery costs. The checkout, the renewal job and every screen take a subscription's price from
// here, so the product page, the payment page, the reminder and the renewal order always agree.
import { z } from "zod";
import { gstIncluded } from "./money";
import { DEFAULT_FREQUENCIES, MAX_FREQUENCY_WEEKS, MIN_FREQUENCY_WEEKS } from "./subscription-dates";

// The prices without zod, so the storefront's product page can show them without the schema's weight.
export { deliveryPrice, frequencyLabel, subscriptionUnitPrice, type DeliveryPrice } from "./subscription-price";

export const DEFAULT_DISCOUNT_PERCENT = 10;
export const MAX_DISCOUNT_PERCENT = 50;

export const SubscriptionOfferSchema = z.object({
  enabled: z.boolean({ error: "Say whether Subscribe & save is on" }),
  frequencies: z
    .array(
      z
        .number({ error: "A frequency is a whole number of weeks" })
        .int("A frequency is a whole number of weeks")
        .min(MIN_FREQUENCY_WEEKS, `A frequency is ${MIN_FREQUENCY_WEEKS} to ${MAX_FREQUENCY_WEEKS} weeks`)
        .max(MAX_FREQUENCY_WEEKS, `A frequency is ${MIN_FREQUENCY_WEEKS} to ${MAX_FREQUENCY_WEEKS} weeks`),
      { error: "Choose at least one frequency" },
    )
    .min(1, "Choose at least one frequency")
    .max(8, "Offer at most 8 frequencies")
    .transform((weeks) => [...new Set(weeks)].sort((a, b) => a - b)),
  discountPercent: z
    .number({ error: `The discount is a whole percentage from 0 to ${MAX_DISCOUNT_PERCENT}` })
    .int(`The discount is a whole percentage from 0 to ${MAX_DISCOUNT_PERCENT}`)
    .min(0, `The discount is a whole percentage from 0 to ${MAX_DISCOUNT_PERCENT}`)
    .max(MAX_DISCOUNT_PERCENT, `The discount is at most ${MAX_DISCOUNT_PERCENT} %`),
});
export type SubscriptionOffer = z.output<typeof SubscriptionOfferSchema>;

/** A product's offer before staff change it: off, with the defaults ready. */
export const DEFAULT_OFFER: SubscriptionOffer = {
  enabled: false,
  frequencies: [...DEFAULT_FREQUENCIES],
  discountPercent: DEFAULT_DISCOUNT_PERCENT,
};

/** Why `frequencyWeeks` cannot be chosen for a product with this offer, or null when it can. */
export function subscribeRefusal(
  offer: SubscriptionOffer | null,
  frequencyWeeks: number,
  productName: string,
): string | null {
  if (!offer?.enabled) return `${productName} is not offered as a subscription`;
  if (!offer.frequencies.includes(frequencyWeeks)) {
    return `${productName} is delivered every ${offer.frequencies.join(", ")} weeks; choose one of those`;
  }
  return null;
}

/** A delivery's total with shipping, and the GST it includes (on the discounted total). */
export function deliveryTotal(linePrices: readonly number[], shipping: number): { total: number; gst: number } {
  const total = linePrices.reduce((a, b) => a + b, 0) + shipping;
  return { total, gst: gstIncluded(total) };
}
