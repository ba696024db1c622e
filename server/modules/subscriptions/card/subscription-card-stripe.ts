// Replacing a subscription's card on Stripe (docs/decisions/0030-subscription-card-replacement.md): the customer is sent
// to a setup-mode Checkout Session for the subscription's Customer; the card it keeps becomes the
// subscription's when checkout.session.completed arrives (signature checked by the webhook) or when
// the shopper returns to the success URL, whichever is first. The second finds the same card kept
// and changes nothing (SubscriptionService.replaceCard).
import type Stripe from "stripe";
import { AppError } from "../../../errors";
import type { Db } from "../../../infra/db/client";
import type { Logger } from "../../../logger";
import type { StripeCardSetup } from "../../../infra/payments/stripe-card-setup";
import type { Requester, SubscriptionService } from "../portal/subscription.service";
import * as repo from "./subscription-card.repository";

export const CARD_RETURN_PATH = "/account/subscriptions";

export type CardSetupOutcome = "applied" | "no_change" | "ignored";

export function createStripeCardReplacer(deps: {
  db: Db;
  publicUrl: string;
  subscriptions: SubscriptionService;
  stripe: StripeCardSetup;
  logger: Pick<Logger, "warn">;
}) {
  const { db, subscriptions, stripe } = deps;

  const row = (number: string) => repo.selectCardSubscription(db, number);

  /** Whether this SetupIntent's card was applied before (its id is in a `card` timeline entry's data). */
  const applied = async (subscriptionId: string, setupIntent: string) =>
    (await repo.selectCardEventOfSetup(db, subscriptionId, setupIntent)) !== undefined;

  /** Applies a completed session's card to the subscription it names; `who` limits it to theirs. */
  async function settle(from: string | Stripe.Checkout.Session, who?: Requester): Promise<CardSetupOutcome> {
    const card = await stripe.cardFromSetupSession(from);
    if (!card) return "ignored";
    const sub = await row(card.subscriptionNumber);
    if (!sub || sub.id !== card.subscriptionId) return "ignored";
    if (who && "customerId" in who && who.customerId !== sub.customer_id) {
      throw new AppError("not_found", `Subscription ${card.subscriptionNumber} not found`);
    }
    if (sub.payment_method === card.paymentMethod && sub.provider === "stripe") return "no_change";
    // An older setup told again (Stripe redelivers events; a return page is reloaded) after a newer card.
    if (await applied(sub.id, card.setupIntent)) return "no_change";
    if (sub.status === "cancelled") return "ignored";
    const kept = {
      paymentMethod: card.paymentMethod,
      brand: card.brand,
      last4: card.last4,
      expiry: card.expiry,
      provider: "stripe",
      providerCustomer: card.providerCustomer,
      setupIntent: card.setupIntent,
    };
    const owner = { customerId: sub.customer_id };
    try {
      await subscriptions.replaceCard(owner, sub.number, kept);
    } catch (err) {
      // The other path (webhook or return) wrote it at the same moment: read again, once.
      if (!(err instanceof AppError && err.code === "conflict")) throw err;
      await subscriptions.replaceCard(owner, sub.number, kept);
    }
    return "applied";
  }

  return {
    /** The Stripe page where the customer gives the new card (nothing is charged there). */
    async start(who: Requester, number: string): Promise<string> {
      const view = await subscriptions.get(who, number);
      if (view.status === "cancelled") throw new AppError("validation", "This subscription is cancelled");
      const sub = (await row(view.number))!;
      const customer =
        sub.provider === "stripe" && sub.provider_customer
          ? sub.provider_customer
          : await stripe.customerFor(sub.id, sub.email);
      const back = `${deps.publicUrl}${CARD_RETURN_PATH}`;
      const session = await stripe.createCardSetupSession({
        subscriptionId: sub.id,
        subscriptionNumber: sub.number,
        customer,
        customerEmail: sub.email,
        successUrl: `${back}?card=${sub.number}&setup={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${back}/${sub.number}/card?cancelled=1`,
      });
      return session.url;
    },

    /** checkout.session.completed in setup mode (the webhook verified the signature). */
    settleFromWebhook: (session: Stripe.Checkout.Session) => settle(session),

    /** The shopper is back on the success URL: the session is read from Stripe, for this customer only. */
    async settleFromReturn(who: Requester, sessionId: string): Promise<CardSetupOutcome> {
      if (!/^cs_\w{1,200}$/.test(sessionId)) return "ignored";
      try {
        return await settle(sessionId, who);
      } catch (err) {
        // The page still shows; the webhook settles the card when Stripe can be read.
        deps.logger.warn({ err, sessionId }, "card setup not settled on return");
        return "ignored";
      }
    },
  };
}

export type StripeCardReplacer = ReturnType<typeof createStripeCardReplacer>;
