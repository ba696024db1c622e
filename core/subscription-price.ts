// A subscription's price per delivery, free of any schema library so the storefront's
// product page and cart can show it; core/subscription-offer.ts re-exports it with the offer's rules.

/** A unit's price with the subscription discount, in whole cents (rounded half up, never below 0). */
export function subscriptionUnitPrice(unitPrice: number, discountPercent: number): number {
  return Math.max(0, unitPrice - Math.round((unitPrice * discountPercent) / 100));
}

export type DeliveryPrice = {
  /** What the line costs bought once. */
  full: number;
  /** What it costs per delivery on the subscription. */
  price: number;
  saving: number;
};

/** One subscription line per delivery: the discount is taken per unit, so a line's price is exact. */
export function deliveryPrice(unitPrice: number, quantity: number, discountPercent: number): DeliveryPrice {
  const full = unitPrice * quantity;
  const price = subscriptionUnitPrice(unitPrice, discountPercent) * quantity;
  return { full, price, saving: full - price };
}

/** "every 4 weeks", "every week". */
export function frequencyLabel(weeks: number): string {
  return weeks === 1 ? "every week" : `every ${weeks} weeks`;
}
