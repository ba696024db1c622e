import { DEFAULT_SHIPPING_CENTS, FREE_SHIPPING_PACK_IDS, MAX_QUANTITY, MIN_QUANTITY } from "./constants";
import { isMultiFlavor } from "./flavors";

export type CartItem = {
  id: string;
  name: string;
  description: string;
  images: string[];
  unitPrice: number;
  quantity: number;
  flavor: string;
  freeShipping: boolean;
  /**
   * Subscribe & save: delivered every `frequencyWeeks` weeks. `unitPrice` is then the
   * price per tub on the subscription (its `discountPercent` taken off); the server prices it again.
   */
  subscription?: CartSubscription;
};

export type CartSubscription = { frequencyWeeks: number; discountPercent?: number };

/** A line is a product in a flavour, bought once or on one frequency: each of those is its own line. */
export function sameLine(a: Pick<CartItem, "id" | "flavor" | "subscription">, b: LineKey): boolean {
  return a.id === b.id && a.flavor === b.flavor && a.subscription?.frequencyWeeks === b.frequencyWeeks;
}

/** The key that addresses `item`'s line. */
export function lineKeyOf(item: Pick<CartItem, "id" | "flavor" | "subscription">): LineKey {
  return { id: item.id, flavor: item.flavor, frequencyWeeks: item.subscription?.frequencyWeeks };
}

export function cartSubtotal(items: readonly Pick<CartItem, "unitPrice" | "quantity">[]): number {
  return items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
}

export function cartItemCount(items: readonly Pick<CartItem, "quantity">[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

function clampQuantity(q: number): number {
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(q)));
}

/** Same id, flavour and subscription → one line with the quantities added (capped at the maximum). */
export function addCartItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const key = lineKeyOf(item);
  const i = items.findIndex((x) => sameLine(x, key));
  if (i === -1) return [...items, { ...item, quantity: clampQuantity(item.quantity) }];
  return items.map((x, j) => (j === i ? { ...x, quantity: clampQuantity(x.quantity + item.quantity) } : x));
}

/** How many of `item` adding it would really put in the cart: 0 when its line is already at the maximum. */
export function addableQuantity(
  items: readonly CartItem[],
  item: Pick<CartItem, "id" | "flavor" | "quantity" | "subscription">,
): number {
  const key = lineKeyOf(item);
  const held = items.find((x) => sameLine(x, key))?.quantity ?? 0;
  return clampQuantity(held + item.quantity) - held;
}

/**
 * The spec's cart keys removal and quantity by id; a product can sit in the cart once per flavour
 * and once more per subscription frequency, so a line is addressed by id, flavour and frequency
 * (none: bought once).
 */
export type LineKey = { id: string; flavor: string; frequencyWeeks?: number | undefined };

export function removeCartItem(items: readonly CartItem[], key: LineKey): CartItem[] {
  return items.filter((x) => !sameLine(x, key));
}

export function setCartItemQuantity(items: readonly CartItem[], key: LineKey, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity)) return [...items];
  return items.map((x) => (sameLine(x, key) ? { ...x, quantity: clampQuantity(quantity) } : x));
}

type ShippingLine = { quantity: number; freeShipping: boolean; flavor: string; shippingCost?: number };

/**
 * docs/spec.md §9: a charge only for a single line of quantity 1 that is neither
 * flagged free-shipping nor a multi-flavour pack; otherwise free. The
 * charge is the line's product shipping cost (995 by default).
 */
export function shippingCharge(lines: readonly ShippingLine[]): number {
  if (lines.length !== 1) return 0;
  const line = lines[0]!;
  if (line.quantity > 1 || line.freeShipping || isMultiFlavor(line.flavor)) return 0;
  return line.shippingCost ?? DEFAULT_SHIPPING_CENTS;
}

export function cartTotals(lines: readonly (ShippingLine & { unitPrice: number })[]) {
  const subtotal = cartSubtotal(lines);
  const shipping = shippingCharge(lines);
  return { subtotal, shipping, total: subtotal + shipping };
}

/** What a product card says about shipping (docs/spec.md §9). */
export function cardShowsFreeShipping(opts: { id: string; freeShipping: boolean; quantity: number }): boolean {
  return opts.freeShipping || opts.quantity >= 2 || (FREE_SHIPPING_PACK_IDS as readonly string[]).includes(opts.id);
}
