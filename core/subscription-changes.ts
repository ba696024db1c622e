// What a customer (or staff on their behalf) may change on a subscription, and why not.
// Each rule answers a refusal the customer can read, or null when the change may go ahead; the
// service checks them all before it writes, so a refused change changes nothing.
import { MAX_QUANTITY, MIN_QUANTITY } from "./constants";
import { joinFlavors, requiredFlavorCount, splitFlavors } from "./flavors";
import { offeredFlavors } from "./offered-flavors";
import { addShopDays } from "./shop-time";
import { addWeeks, MAX_PAUSE_CYCLES } from "./subscription-dates";
import { subscribeRefusal, type SubscriptionOffer } from "./subscription-offer";

export const SUBSCRIPTION_STATUSES = ["active", "paused", "past_due", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  paused: "Paused",
  past_due: "Past due",
  cancelled: "Cancelled",
};
export const isSubscriptionStatus = (s: string): s is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(s);

/** One product a subscription sends each delivery (stored as JSON on the subscription). */
export type SubscriptionLine = { productId: string; flavor: string; quantity: number };

export const CANCEL_REASON_MAX = 500;

/** Cycle states in which that cycle's charge has begun (or is done): only a failed one may still be skipped. */
const STARTED = new Set(["claimed", "charging", "paid", "needs_action", "waiting_stock", "skipped"]);

const CANCELLED = "This subscription is cancelled";

/** Skip the next delivery: active only, and never once its charge has begun (cycleStatus: its ledger row's). */
export function skipRefusal(status: string, cycleStatus: string | null): string | null {
  if (status === "cancelled") return CANCELLED;
  if (status !== "active") return "Only an active subscription's next delivery can be skipped";
  if (cycleStatus !== null && STARTED.has(cycleStatus)) {
    return "This delivery's payment has already started, so it can no longer be skipped";
  }
  return null;
}

/** Move the next date: active only, and not once that cycle's charge has begun. */
export function moveStatusRefusal(status: string, cycleStatus: string | null): string | null {
  if (status === "cancelled") return CANCELLED;
  if (status !== "active") return "Only an active subscription's next delivery can be moved";
  if (cycleStatus !== null && STARTED.has(cycleStatus)) {
    return "This delivery's payment has already started, so its date can no longer be moved";
  }
  return null;
}

/** Pause for `cycles` deliveries: active only, 1 to MAX_PAUSE_CYCLES. */
export function pauseRefusal(status: string, cycles: number): string | null {
  if (status === "cancelled") return CANCELLED;
  if (status === "paused") return "This subscription is already paused";
  if (status !== "active") return "Only an active subscription can be paused";
  if (!Number.isInteger(cycles) || cycles < 1 || cycles > MAX_PAUSE_CYCLES) {
    return `A pause is 1 to ${MAX_PAUSE_CYCLES} deliveries`;
  }
  return null;
}

export function resumeRefusal(status: string): string | null {
  if (status === "cancelled") return CANCELLED;
  if (status !== "paused") return "Only a paused subscription can be resumed";
  return null;
}

/** Any other change (frequency, flavours, quantity, card): anything but a cancelled subscription. */
export function editRefusal(status: string): string | null {
  return status === "cancelled" ? CANCELLED : null;
}

export function cancelRefusal(status: string, reason: string): string | null {
  if (status === "cancelled") return "This subscription is already cancelled";
  if (reason.length > CANCEL_REASON_MAX) return `Keep the reason to ${CANCEL_REASON_MAX} characters`;
  return null;
}

/**
 * The next charge when a paused subscription resumes: the first day of its schedule before the
 * pause (`next` less the paused deliveries) that is after today, so resuming never charges today
 * (a charge may already be under way) nor later than the pause would have.
 */
export function resumeOn(next: string | null, frequencyWeeks: number, pausedCycles: number, today: string): string {
  if (next === null) return addShopDays(today, 1);
  let day = addWeeks(next, -frequencyWeeks * Math.max(0, pausedCycles));
  while (day <= today) day = addWeeks(day, frequencyWeeks);
  return day < next ? day : next;
}

/** A new frequency: every product the subscription sends must still offer it. */
export function frequencyRefusal(
  products: readonly { name: string; offer: SubscriptionOffer | null }[],
  weeks: number,
): string | null {
  if (!Number.isInteger(weeks)) return "Choose how often to deliver";
  for (const p of products) {
    const refusal = subscribeRefusal(p.offer, weeks, p.name);
    if (refusal) return refusal;
  }
  return null;
}

export function quantityRefusal(quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    return `Choose a quantity from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;
  }
  return null;
}

type FlavorProduct = Parameters<typeof offeredFlavors>[0] & { name: string; metadata: { flavorSelections?: number } };

/** The flavour(s) chosen for a product as the cart would take them, or a refusal. */
export function chooseFlavor(product: FlavorProduct, flavor: string): { flavor: string } | { refusal: string } {
  const chosen = splitFlavors(flavor);
  const slots = requiredFlavorCount(product);
  if (chosen.length !== slots) {
    return {
      refusal: slots === 1 ? `${product.name}: choose one flavour` : `${product.name}: choose ${slots} flavours`,
    };
  }
  const byKey = new Map(offeredFlavors(product).map((f) => [f.toLowerCase(), f]));
  const canonical: string[] = [];
  for (const f of chosen) {
    const known = byKey.get(f.toLowerCase());
    if (!known) return { refusal: `${product.name} is not available in ${f}` };
    canonical.push(known);
  }
  return { flavor: joinFlavors(canonical) };
}

/**
 * Swapping one item for another product: it must offer subscriptions at this frequency, and when
 * the subscription sends other items too, at the same discount (one discount prices a delivery).
 * Answers the discount the subscription then has.
 */
export function swapRefusal(opts: {
  product: { name: string; status: string } | undefined;
  offer: SubscriptionOffer | null;
  frequencyWeeks: number;
  sameAsNow: boolean;
  otherItems: number;
  discountPercent: number;
}): { refusal: string } | { discountPercent: number } {
  const { product, offer } = opts;
  if (!product || product.status !== "active") return { refusal: "That product is not on sale" };
  if (opts.sameAsNow) return { refusal: `It already sends ${product.name}` };
  const refusal = subscribeRefusal(offer, opts.frequencyWeeks, product.name);
  if (refusal || !offer) return { refusal: refusal ?? `${product.name} is not offered as a subscription` };
  if (opts.otherItems > 0 && offer.discountPercent !== opts.discountPercent) {
    return {
      refusal: `${product.name} is ${offer.discountPercent}% off as a subscription, not ${opts.discountPercent}%: start a separate subscription for it`,
    };
  }
  return { discountPercent: offer.discountPercent };
}

/** The flavours a swapped-in product starts with: the item's own where the product offers them. */
export function swapFlavor(product: FlavorProduct, currentFlavor: string): string {
  const offered = offeredFlavors(product);
  const current = splitFlavors(currentFlavor).filter((f) => offered.includes(f));
  const slots = requiredFlavorCount(product);
  // A pack's other slots take flavours it does not have yet, so a duo is a mix.
  const unused = offered.filter((f) => !current.includes(f));
  const picked = current.slice(0, slots);
  while (picked.length < slots) picked.push(unused.shift() ?? offered[picked.length % offered.length] ?? "Original");
  return joinFlavors(picked);
}

/** Most one-time extras on one delivery (a delivery is a parcel, not a second order). */
export const MAX_EXTRAS = 5;

/** Add a one-time extra to the next delivery: active, before its charge starts, a few at most. */
export function addExtraRefusal(status: string, cycleStatus: string | null, extrasNow: number): string | null {
  if (status === "cancelled") return CANCELLED;
  if (status !== "active") return "Extras can be added only while the subscription is active";
  if (cycleStatus !== null && STARTED.has(cycleStatus)) {
    return "This delivery's payment has already started, so nothing more can be added to it";
  }
  if (extrasNow >= MAX_EXTRAS) return `A delivery can carry up to ${MAX_EXTRAS} extras`;
  return null;
}
