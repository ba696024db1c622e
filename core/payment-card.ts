// How a shopper sees what they paid with: the card's brand and last four, never the
// provider's charge id. The test provider records "test_ch_… (Visa •••• 4242)"; a reference
// that names no card (Stripe's payment intent id) is shown as a card payment.

const CARD = /\(([A-Za-z][A-Za-z ]{0,30}) (?:•{4}|\*{4}) (\d{4})\)\s*$/;

export type PaymentCard = { brand: string; last4: string };

export function paymentCardOf(reference: string | null | undefined): PaymentCard | null {
  const m = reference ? CARD.exec(reference) : null;
  return m ? { brand: m[1]!, last4: m[2]! } : null;
}

/** "Visa •••• 4242", or "Card" when the reference names no card, or "-" when nothing was paid. */
export function paymentMethodLabel(reference: string | null | undefined): string {
  if (!reference) return "-";
  const card = paymentCardOf(reference);
  return card ? cardLabel(card) : "Card";
}

/** "Visa •••• 4242" as the card's brand and last four read everywhere a shopper sees them. */
export const cardLabel = (card: PaymentCard) => `${card.brand} \u2022\u2022\u2022\u2022 ${card.last4}`;

/** What an order was paid with: the method recorded at payment ("Afterpay"), else read from its reference. */
export function paidWithLabel(order: { paymentReference: string | null; paymentMethod?: string | null }): string {
  return order.paymentMethod ?? paymentMethodLabel(order.paymentReference);
}

const PROVIDER_NAMES: Record<string, string> = { test: "the test payment page", stripe: "Stripe" };

/** A payment provider as staff know it ("Stripe", "the test payment page"), never its code. */
export function paymentProviderName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}
