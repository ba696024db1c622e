// Signing up to Subscribe & save: one subscription per frequency in an order, and the
// plain words the shopper reads before paying (key terms before sign-up, as the draft unfair
// trading practices amendments ask). The payment page, the success page and the e-mail share them.
import { shippingCharge } from "./cart";
import { formatPrice } from "./money";
import { firstChargeOn } from "./subscription-dates";
import { frequencyLabel } from "./subscription-price";

type SubscribedLine = {
  productId: string;
  name: string;
  flavor: string;
  unitPrice: number;
  quantity: number;
  subscription?: { frequencyWeeks: number; discountPercent: number };
};

export type SubscriptionGroup<L extends SubscribedLine = SubscribedLine> = {
  frequencyWeeks: number;
  discountPercent: number;
  lines: L[];
  /** What each delivery's tubs cost (shipping apart), at today's prices with the discount. */
  deliveryPrice: number;
};

/** The order's subscription lines grouped by frequency (one subscription each), most frequent first. */
export function subscriptionGroups<L extends SubscribedLine>(lines: readonly L[]): SubscriptionGroup<L>[] {
  const groups = new Map<number, SubscriptionGroup<L>>();
  for (const line of lines) {
    if (!line.subscription) continue;
    const weeks = line.subscription.frequencyWeeks;
    const g = groups.get(weeks) ?? {
      frequencyWeeks: weeks,
      discountPercent: line.subscription.discountPercent,
      lines: [],
      deliveryPrice: 0,
    };
    g.lines.push(line);
    g.deliveryPrice += line.unitPrice * line.quantity;
    groups.set(weeks, g);
  }
  return [...groups.values()].sort((a, b) => a.frequencyWeeks - b.frequencyWeeks);
}

/** "Tuesday 23 December 2025" for a shop day ("2025-12-23"). */
export function formatChargeDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-AU", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
    .format(new Date(Date.UTC(y, m - 1, d, 12)))
    .replace(",", "");
}

/** "2 × Basic Recovery Pack (Lemon Squash)" */
export function subscribedItems(lines: readonly SubscribedLine[]): string {
  return lines.map((l) => `${l.quantity} × ${l.name}${l.flavor ? ` (${l.flavor})` : ""}`).join(", ");
}

export const CANCEL_PATH = "/account/subscriptions";

/**
 * Where a subscriber manages a subscription, in words: a page links the last word to CANCEL_PATH,
 * an e-mail's text part follows it with the address. A bare address reads as a machine's.
 */
export const CANCEL_WHERE = { words: "in your account, under", link: "Subscriptions" } as const;

export type SubscriptionTerms = {
  what: string;
  often: string;
  price: string;
  next: string;
  renews: string;
  cancel: string;
};

/**
 * The key terms of one subscription, as sentences: what is sent, how often, what each delivery
 * costs, when the next charge is, that it renews until cancelled and how to cancel online.
 */
export function subscriptionTerms(
  group: SubscriptionGroup,
  opts: { shipping: number; nextChargeOn: string; /** Unused: the terms name the place in words. */ shopUrl?: string },
): SubscriptionTerms {
  const { shipping, nextChargeOn } = opts;
  const withShipping = shipping > 0 ? `including ${formatPrice(shipping)} shipping` : "with free shipping";
  return {
    what: `We send ${subscribedItems(group.lines)}.`,
    often: `Delivered ${frequencyLabel(group.frequencyWeeks)}, ${group.discountPercent} % off each tub.`,
    price: `Each delivery costs ${formatPrice(group.deliveryPrice + shipping)} (${withShipping}) at today's prices.`,
    next: `Your card is next charged on ${formatChargeDay(nextChargeOn)}, for the next delivery.`,
    renews: "It renews until you cancel. You can skip, pause or change it before any charge.",
    cancel: `Cancel online at any time ${CANCEL_WHERE.words} ${CANCEL_WHERE.link} (two clicks).`,
  };
}

/** "S" + 6 digits, from a random number below 900 000 (made like order numbers: a clash is tried again). */
export function subscriptionNumber(random: number): string {
  return `S${100000 + (Math.abs(Math.trunc(random)) % 900000)}`;
}

type ShippingInfo = { shippingCost: number; metadata: { freeShipping: boolean } };

/**
 * The key terms of each subscription an order's lines would start if paid at `now`: shipping per
 * delivery as the cart charges it for the subscription's own lines (the product's shipping flags).
 */
export function orderSubscriptionTerms(
  lines: readonly SubscribedLine[],
  products: ReadonlyMap<string, ShippingInfo>,
  opts: { now: string; zone: string },
): SubscriptionTerms[] {
  return subscriptionGroups(lines).map((g) =>
    subscriptionTerms(g, {
      shipping: shippingCharge(
        g.lines.map((l) => {
          const p = products.get(l.productId);
          return {
            quantity: l.quantity,
            flavor: l.flavor,
            freeShipping: p?.metadata.freeShipping ?? false,
            ...(p ? { shippingCost: p.shippingCost } : {}),
          };
        }),
      ),
      nextChargeOn: firstChargeOn(opts.now, g.frequencyWeeks, opts.zone),
    }),
  );
}
