import type { Currency } from "../../../core/constants";
import type { Compilable } from "kysely";
import type { Db } from "../db/client";

// The one interface the checkout speaks to a payment provider through: the
// built-in test page (default) or Stripe Checkout. A provider hosts the card
// page; the order's state changes only when the provider confirms.

/** What a provider needs to show and charge: prices already taken from the database. */
export type PaymentOrder = {
  id: string;
  number: string;
  currency: Currency;
  lines: { productId: string; name: string; flavor: string; unitPrice: number; quantity: number }[];
  shipping: number;
  total: number;
  /** The signed-in shopper's e-mail, which a hosted page may fill in. */
  customerEmail?: string;
  /** With a promo code: what each line costs after its share of the discount (lines order). */
  lineCharges?: number[];
  /**
   * Subscribe & save: keep the card for the subscription's later deliveries (Stripe: a
   * Customer and setup_future_usage off_session).
   */
  keepPaymentMethod?: boolean;
  /** Where it ships (the address the page collects) and the option's name ("Express"). */
  shippingZone?: "AU" | "NZ";
  shippingName?: string;
  /** The Stripe Customer a subscription already has: a renewal's pay link keeps the card under it. */
  providerCustomer?: string | null;
};

export type PaymentSession = { id: string; url: string };

/** A renewal charged off-session to a kept payment method. */
export type SavedCharge = {
  subscriptionId: string;
  cycle: number;
  /** One per subscription and cycle: asking again with it answers the same charge, never a second. */
  idempotencyKey: string;
  amount: number;
  currency: Currency;
  /** Stripe's Customer id (null for the test provider). */
  providerCustomer: string | null;
  /** The provider's reference to the kept card: "pm_test_…" or Stripe's "pm_…". */
  paymentMethod: string;
  orderId: string;
  description: string;
};

export type SavedChargeResult =
  | { status: "paid"; reference: string }
  | { status: "declined"; message: string }
  | { status: "needs_action"; reference: string };

/** The card a provider kept for a subscription's later charges: a reference, never card data. */
export type KeptPaymentMethod = {
  /** Stripe's Customer id; null for the test provider. */
  providerCustomer: string | null;
  /** "pm_test_" + 24 hex (the test page) or Stripe's pm_… */
  paymentMethod: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** "MM/YYYY", when the provider tells it. */
  cardExpiry?: string | null;
};

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Opens a hosted card page for the order; the answer's url is where the shopper goes. */
  createSession(order: PaymentOrder, db?: Db): Promise<PaymentSession>;
  /**
   * Only a provider whose session is a row in this shop's database has it: the session, named
   * before anything is written, and the write that records it. The write then joins the
   * order's own (one commit per checkout, and the order row carries the session from the start).
   */
  prepareSession?(order: PaymentOrder, db: Db): { session: PaymentSession; write: Compilable };
  /** An open session's page again, for a checkout repeated with its Idempotency-Key. */
  resumeSession(sessionId: string): Promise<PaymentSession>;
  /**
   * Charges a kept payment method without the shopper (a renewal). A network failure throws: the
   * caller asks again later with the same idempotency key.
   */
  chargeSaved?(charge: SavedCharge): Promise<SavedChargeResult>;
}

/** A paid order as a refund needs it. */
export type RefundableOrder = {
  id: string;
  number: string;
  provider: string;
  paymentReference: string | null;
  total: number;
};

/** Gives a paid order's money back through the provider that took it; answers the refund's reference. */
export interface RefundGateway {
  refund(order: RefundableOrder): Promise<{ reference: string }>;
}

export class PaymentProviderError extends Error {
  override readonly name = "PaymentProviderError";
}
