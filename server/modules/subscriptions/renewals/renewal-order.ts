// A renewal's order: priced from today's catalogue by the checkout's own pricing (the
// product must still be sold, in those flavours), less the subscription's discount per unit
// (core/subscription-offer.ts), written by the orders service with its stock reserved like a
// checkout's. Its id is made from the cycle's key, so a repeat after a crash finds the order
// the first attempt wrote instead of writing a second.
import { createHash } from "node:crypto";
import { optionCharge, type ShippingChoice, type ShippingSettings } from "../../../../core/shipping";
import type { Product } from "../../../../core/product";
import { deliveryPrice, subscriptionUnitPrice } from "../../../../core/subscription-offer";
import { AppError } from "../../../errors";
import { priceLines } from "../../checkout/checkout-pricing";
import type { OrderService } from "../../orders/order.service";
import type { PricedLine } from "../../orders/order.types";
import type { OrderView } from "../../../../core/order";
import type { SubscriptionLine } from "../../../../core/subscription-changes";

/** ord_ + 24 hex of the cycle's key: the same cycle always names the same order. */
export const renewalOrderId = (cycleKey: string) =>
  `ord_${createHash("sha256").update(cycleKey).digest("hex").slice(0, 24)}`;

export type RenewalPrice = {
  lines: PricedLine[];
  subtotal: number;
  shipping: number;
  total: number;
  shippingChoice: ShippingChoice;
};

/**
 * One delivery at today's prices. Throws the checkout's refusal (AppError "validation") when a
 * product is no longer sold or a flavour no longer offered.
 */
export function priceRenewal(
  lines: readonly SubscriptionLine[],
  discountPercent: number,
  products: ReadonlyMap<string, Product>,
  /** The owner's prices today, and the option the subscriber chose at sign-up. */
  shipping: { settings: ShippingSettings; choice: ShippingChoice },
): RenewalPrice {
  // Lines that could not be read: never a renewal that charges the shipping alone.
  if (lines.length === 0) throw new AppError("validation", "This subscription has no items to send");
  const priced = priceLines(
    lines.map((l) => ({ id: l.productId, flavor: l.flavor, quantity: l.quantity })),
    products,
  );
  const discounted = priced.lines.map((l) => ({
    ...l,
    unitPrice: subscriptionUnitPrice(l.unitPrice, discountPercent),
  }));
  const subtotal = priced.lines.reduce(
    (sum, l) => sum + deliveryPrice(l.unitPrice, l.quantity, discountPercent).price,
    0,
  );
  // The chosen option at today's price, as a checkout of the same lines would charge it (a
  // free-over amount counts what the subscriber pays for the goods). New Zealand switched off
  // since the sign-up still ships: the switch stops new shoppers choosing it, and a subscriber
  // who was promised deliveries keeps them until they or the owner cancel; refusing the renewal
  // would read to them as a failed payment.
  const { choice, settings } = shipping;
  const shippingCharge = optionCharge(
    settings.zones[choice.zone][choice.method],
    priced.lines,
    subtotal,
    settings.packagingGrams,
  );
  return {
    lines: discounted.map(({ productId, name, flavor, unitPrice, quantity }) => ({
      productId,
      name,
      flavor,
      unitPrice,
      quantity,
    })),
    subtotal,
    shipping: shippingCharge,
    total: subtotal + shippingCharge,
    shippingChoice: choice,
  };
}

export type RenewalOrderOutcome =
  | { kind: "order"; order: OrderView }
  /** A flavour is short, or a product or flavour is no longer sold: nothing was written. */
  | { kind: "unavailable"; message: string };

/** Writes the cycle's pending order with its stock reserved, or finds the one already written. */
export async function makeRenewalOrder(
  orders: OrderService,
  input: {
    cycleKey: string;
    subscriptionId: string;
    cycle: number;
    provider: string;
    accountId: string;
    price: RenewalPrice;
  },
): Promise<RenewalOrderOutcome> {
  const id = renewalOrderId(input.cycleKey);
  const existing = await orders.getOrder(id).catch(() => null);
  if (existing) return { kind: "order", order: existing };
  try {
    const { order } = await orders.createPendingOrder({
      id,
      provider: input.provider,
      lines: input.price.lines,
      subtotal: input.price.subtotal,
      shipping: input.price.shipping,
      total: input.price.total,
      shippingChoice: input.price.shippingChoice,
      accountId: input.accountId,
      subscription: { id: input.subscriptionId, cycle: input.cycle },
    });
    return { kind: "order", order };
  } catch (err) {
    // Two workers at once: the other's order holds the id.
    const other = await orders.getOrder(id).catch(() => null);
    if (other) return { kind: "order", order: other };
    // 'Only N left in …' from the stock reservation: nothing was kept.
    if (err instanceof AppError && err.code === "conflict") return { kind: "unavailable", message: err.message };
    throw err;
  }
}
