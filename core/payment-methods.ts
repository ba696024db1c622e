// Which ways to pay the shop offers at checkout, as the owner chose them in Settings. Cards are
// always on; Apple Pay and Google Pay are cards in a wallet (Stripe shows them with the card form on
// a device that has them, and no session setting turns them off alone), so they come with cards; Afterpay/Clearpay is offered only for totals inside its own limits. The
// server decides per session, and the Settings screen shows the same limits.
import { z } from "zod";

export const PaymentMethodsSchema = z.object({ afterpay: z.boolean().default(false) });
export type PaymentMethods = z.output<typeof PaymentMethodsSchema>;

export const DEFAULT_PAYMENT_METHODS: PaymentMethods = { afterpay: false };

/** Afterpay's limits for an Australian order, in cents (Stripe refuses a session outside them). */
export const AFTERPAY_LIMITS = { min: 100, max: 200_000 } as const;

export function withinAfterpayLimits(total: number): boolean {
  return total >= AFTERPAY_LIMITS.min && total <= AFTERPAY_LIMITS.max;
}

/** Stripe's names, for a session's allowed_payment_method_types. */
export type StripeMethodType = "card" | "afterpay_clearpay";

/**
 * The payment_method_types of one Checkout session. A subscription's later deliveries are charged
 * without the shopper, which only a card (or a wallet's card) allows, so it is offered cards only.
 */
export function sessionPaymentMethodTypes(
  methods: PaymentMethods,
  order: { total: number; subscription?: boolean },
): StripeMethodType[] {
  const types: StripeMethodType[] = ["card"];
  if (methods.afterpay && !order.subscription && withinAfterpayLimits(order.total)) types.push("afterpay_clearpay");
  return types;
}

export const AFTERPAY_NOTE =
  "Afterpay is offered for orders from $1.00 to $2,000.00. Subscriptions are always paid by card or wallet, because later deliveries are charged without the customer.";
