// Replacing a subscription's card on Stripe: a Checkout Session in setup mode for the
// subscription's Customer, and, once it is complete, the card its SetupIntent kept. Nothing is
// charged; the card is charged off-session at the next renewal.
import type Stripe from "stripe";
import { PaymentProviderError, type PaymentSession } from "./payment-provider";

/** What the setup page is for: named in the session's and its SetupIntent's metadata. */
export type CardSetupRequest = {
  subscriptionId: string;
  subscriptionNumber: string;
  /** The subscription's Stripe Customer (made for it when it has none). */
  customer: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

/** The card a completed setup session kept, and which subscription it is for. */
export type SetupCard = {
  /** The SetupIntent: one card replacement, applied once. */
  setupIntent: string;
  subscriptionId: string;
  subscriptionNumber: string;
  providerCustomer: string | null;
  paymentMethod: string;
  brand: string;
  last4: string;
  /** "MM/YYYY" */
  expiry: string | null;
};

export const CARD_SETUP_PURPOSE = "subscription_card";
const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

export function stripeCardSetup(stripe: Stripe) {
  return {
    /** A Customer for a subscription that has none yet (one per subscription: keyed). */
    async customerFor(subscriptionId: string, email: string): Promise<string> {
      const customer = await stripe.customers.create(
        { email, metadata: { subscription_id: subscriptionId } },
        { idempotencyKey: `customer-subscription-${subscriptionId}` },
      );
      return customer.id;
    },

    async createCardSetupSession(req: CardSetupRequest): Promise<PaymentSession> {
      const metadata = {
        purpose: CARD_SETUP_PURPOSE,
        subscription_id: req.subscriptionId,
        subscription_number: req.subscriptionNumber,
      };
      const session = await stripe.checkout.sessions.create({
        mode: "setup",
        customer: req.customer,
        currency: "aud",
        // Renewals charge a card off-session: only a card may be kept here.
        allowed_payment_method_types: ["card"],
        metadata,
        setup_intent_data: { metadata, description: `Card for subscription ${req.subscriptionNumber}` },
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      });
      if (!session.url) throw new PaymentProviderError(`Stripe returned session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    /**
     * The card a setup session kept, or null when the session is not a card setup or not complete
     * (the shopper came back without finishing). Reads the SetupIntent, then its PaymentMethod.
     */
    async cardFromSetupSession(from: string | Stripe.Checkout.Session): Promise<SetupCard | null> {
      const session = typeof from === "string" ? await stripe.checkout.sessions.retrieve(from) : from;
      if (session.mode !== "setup" || session.metadata?.purpose !== CARD_SETUP_PURPOSE) return null;
      const setupId = idOf(session.setup_intent);
      if (session.status !== "complete" || !setupId) return null;
      const intent = await stripe.setupIntents.retrieve(setupId);
      const pmId = idOf(intent.payment_method);
      if (intent.status !== "succeeded" || !pmId) return null;
      const pm = await stripe.paymentMethods.retrieve(pmId);
      if (!pm.card) throw new PaymentProviderError(`Stripe payment method ${pmId} is not a card`);
      const { subscription_id: subscriptionId, subscription_number: subscriptionNumber } = intent.metadata ?? {};
      if (!subscriptionId || !subscriptionNumber) {
        throw new PaymentProviderError(`Stripe setup ${setupId} does not name a subscription`);
      }
      return {
        setupIntent: setupId,
        subscriptionId,
        subscriptionNumber,
        providerCustomer: idOf(intent.customer) ?? idOf(session.customer),
        paymentMethod: pmId,
        brand: BRANDS[pm.card.brand] ?? pm.card.brand,
        last4: pm.card.last4,
        expiry: `${String(pm.card.exp_month).padStart(2, "0")}/${pm.card.exp_year}`,
      };
    },
  };
}

export type StripeCardSetup = ReturnType<typeof stripeCardSetup>;
