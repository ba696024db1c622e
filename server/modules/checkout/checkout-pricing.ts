// A cart's lines priced from the catalogue (checkout, and each subscription renewal): every line
// is checked against its product, and name, price and shipping come from the database, never from
// the client.
import { cartTotals } from "../../../core/cart";
import { joinFlavors, requiredFlavorCount, splitFlavors } from "../../../core/flavors";
import { offeredFlavors } from "../../../core/offered-flavors";
import type { Product } from "../../../core/product";
import type { PricedLine } from "../orders/order.types";
import { labelOf, refuse } from "./checkout-body";
import type { CheckoutLineInput } from "./checkout.schema";
import { subscriptionPricing } from "./checkout-subscription";

/** Checks each line against its product and takes name, price and shipping from the database. */
/** A priced line with what shipping needs of its product. */
export type ShippingPricedLine = PricedLine & {
  freeShipping: boolean;
  shippingCost: number;
  weightGrams: number | null;
};

export function priceLines(lines: readonly CheckoutLineInput[], products: ReadonlyMap<string, Product>) {
  const priced: ShippingPricedLine[] = [];
  const errors: Record<string, string> = {};
  let first: string | undefined;
  const fail = (key: string, message: string) => {
    errors[key] ??= message;
    first ??= message;
  };
  lines.forEach((line, i) => {
    const product = products.get(line.id);
    if (!product || product.status !== "active") {
      fail(`cart.${i}.id`, `${labelOf(line, i, product)} is no longer available`);
      return;
    }
    const chosen = splitFlavors(line.flavor);
    const slots = requiredFlavorCount(product);
    if (chosen.length !== slots) {
      fail(
        `cart.${i}.flavor`,
        slots === 1
          ? `${product.name}: choose one flavour`
          : `${product.name}: choose exactly ${slots} flavours (got ${chosen.length})`,
      );
      return;
    }
    const offered = offeredFlavors(product);
    const byKey = new Map(offered.map((f) => [f.toLowerCase(), f]));
    const canonical = chosen.map((f) => byKey.get(f.toLowerCase()));
    const missing = chosen.find((_, j) => canonical[j] === undefined);
    if (missing !== undefined) {
      fail(`cart.${i}.flavor`, `${product.name} is not available in ${missing}`);
      return;
    }
    const sub = line.subscription ? subscriptionPricing(product, line.subscription.frequencyWeeks) : null;
    if (sub && "refusal" in sub) {
      fail(`cart.${i}.subscription`, sub.refusal);
      return;
    }
    priced.push({
      productId: product.id,
      name: product.name,
      flavor: joinFlavors(canonical as string[]),
      unitPrice: sub ? sub.unitPrice : product.unitPrice,
      quantity: line.quantity,
      freeShipping: product.metadata.freeShipping,
      shippingCost: product.shippingCost,
      weightGrams: product.weightGrams,
      ...(sub ? { subscription: sub.subscription } : {}),
    });
  });
  if (first) throw refuse(first, errors);
  return { lines: priced, ...cartTotals(priced) };
}
