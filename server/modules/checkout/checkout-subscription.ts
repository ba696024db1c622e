// Subscribe & save lines at checkout: the offer and its discount come from the
// catalogue (the database), never from the browser; a frequency not offered, a product without the
// offer, or a subscription without a signed-in customer is refused with its message.
import type { Product } from "../../../core/product";
import { subscribeRefusal, subscriptionUnitPrice } from "../../../core/subscription-offer";
import { AppError } from "../../errors";

export const SUBSCRIPTION_ACCOUNT_MESSAGE =
  "A subscription needs a customer account: sign in (or create your account) with the code we e-mail you, then pay";

export type LineSubscription = { frequencyWeeks: number; discountPercent: number };

/** The line's price per tub and its subscription, or the reason it cannot be subscribed to. */
export function subscriptionPricing(
  product: Product,
  frequencyWeeks: number,
): { refusal: string } | { unitPrice: number; subscription: LineSubscription } {
  const offer = product.subscription ? { enabled: true, ...product.subscription } : null;
  const refusal = subscribeRefusal(offer, frequencyWeeks, product.name);
  if (refusal || !offer) return { refusal: refusal ?? `${product.name} is not offered as a subscription` };
  return {
    unitPrice: subscriptionUnitPrice(product.unitPrice, offer.discountPercent),
    subscription: { frequencyWeeks, discountPercent: offer.discountPercent },
  };
}

/** Refuses subscription lines for a shopper who is not signed in (401: the page offers the sign-in). */
export function requireAccountForSubscriptions(
  lines: readonly { subscription?: unknown }[],
  account: { customerId: string } | null,
): void {
  if (account || !lines.some((l) => l.subscription)) return;
  throw new AppError("unauthorized", SUBSCRIPTION_ACCOUNT_MESSAGE, { details: { account: "required" } });
}
