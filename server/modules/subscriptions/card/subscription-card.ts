// Replacing a subscription's card on the built-in test provider: the card is judged by
// the same rules as the test payment page, and only a kept token ("pm_test_" + 24 hex) with the
// brand, last 4 and expiry is stored, never the number. Stripe replaces it through a setup-mode
// Checkout Session instead (subscription-card-stripe.ts).
import { AppError } from "../../../errors";
import { judgeCard, parseExpiry, type CardInput } from "../../../infra/payments/test-cards";
import type { Requester, SubscriptionService } from "../portal/subscription.service";

const FIELD: Record<keyof CardInput, string> = {
  number: "cardNumber",
  expiry: "cardExpiry",
  cvc: "cardCvc",
  name: "cardName",
};

export function createTestCardReplacer(deps: {
  subscriptions: SubscriptionService;
  clock: () => Date;
  /** The test provider's own record of the card, so renewals charge it as they would a real one. */
  keepCard: (card: { number: string; brand: string; last4: string }) => Promise<{ token: string }>;
}) {
  return async function replaceWithTestCard(who: Requester, number: string, card: CardInput) {
    await deps.subscriptions.get(who, number);
    const judged = judgeCard(card, deps.clock());
    if (!judged.ok) {
      const errors = Object.fromEntries(
        Object.entries(judged.errors).map(([k, v]) => [FIELD[k as keyof CardInput], v]),
      );
      const first = Object.values(judged.errors)[0] ?? "Check the card details";
      throw new AppError("validation", judged.declined ? first : "Check the card details", { details: errors });
    }
    const { token } = await deps.keepCard({ number: card.number, brand: judged.brand, last4: judged.last4 });
    const expiry = parseExpiry(card.expiry, deps.clock());
    return deps.subscriptions.replaceCard(who, number, {
      paymentMethod: token,
      brand: judged.brand,
      last4: judged.last4,
      expiry: expiry.ok ? expiry.label : null,
    });
  };
}

export type TestCardReplacer = ReturnType<typeof createTestCardReplacer>;
