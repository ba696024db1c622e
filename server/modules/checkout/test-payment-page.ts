// The test payment page's shapes and fixed words: what the page shows, what a submission answers,
// and the kept card a subscription's later deliveries are charged to.
import { randomBytes } from "node:crypto";
import type { OrderView, ShippingAddress } from "../../../core/order";
import type { ShippingSettings } from "../../../core/shipping";
import type { Db } from "../../infra/db/client";
import type { TestProvider } from "../../infra/payments/test-provider";
import type { Logger } from "../../logger";
import type { OrderService } from "../orders/order.service";
import type { KeptPaymentMethod } from "../orders/order.types";

/** Who a subscription's deliveries are for, as the subscriptions module answers (subscriptions/renewals/renewal-paylink.ts): checkout sits below it. */
export type RenewalRecipient = {
  customerId: string;
  email: string;
  name: string | null;
  address: ShippingAddress | null;
};

export type PaymentPageState = "open" | "paid" | "expired" | "closed";

export type PaymentPage = {
  sessionId: string;
  state: PaymentPageState;
  expiresAt: string;
  order: Pick<
    OrderView,
    | "number"
    | "lines"
    | "subtotal"
    | "shipping"
    | "total"
    | "gst"
    | "promoCode"
    | "discount"
    | "renewal"
    | "shippingChoice"
  > & {
    /** The card paid with is kept for a subscription's later deliveries (a sign-up, or a renewal's pay link). */
    keepsCard: boolean;
  };
};

export const keepsCard = (order: Pick<OrderView, "lines" | "renewal">) =>
  order.renewal !== undefined || order.lines.some((l) => l.subscription);

export type PaymentFormResult =
  | { ok: true; redirectTo: string }
  | { ok: false; formError?: string; fieldErrors: Record<string, string> };

export type TestPaymentServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  provider: TestProvider;
  orders: OrderService;
  /** The owner's shipping settings: New Zealand may have been turned off since the order was priced. */
  shipping?: { current(): ShippingSettings };
  /** Whom a renewal delivers to (its subscription's account, e-mail, name and address). */
  renewalRecipient: (subscriptionId: string) => Promise<RenewalRecipient | null>;
};

export const field = (form: Record<string, unknown>, k: string) =>
  typeof form[k] === "string" ? (form[k] as string) : "";

/** The test provider's kept card: a token, and the brand and last four digits the shopper will recognise. */
export function keepTestCard(card: { brand: string; last4: string }, expiry?: string | null): KeptPaymentMethod {
  return {
    providerCustomer: null,
    paymentMethod: `pm_test_${randomBytes(12).toString("hex")}`,
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpiry: expiry ?? null,
  };
}

export const SUBSCRIPTION_CARD_MESSAGE =
  "A subscription is paid by card, so its later deliveries can be charged to it.";

export const EXPIRED_MESSAGE = "This payment page has expired. Return to the shop and check out again.";

export const successUrl = (sessionId: string) => `/success?session_id=${encodeURIComponent(sessionId)}`;
