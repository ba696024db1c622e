// Stripe Checkout behind the PaymentProvider interface (when STRIPE_SECRET_KEY
// is set): sessions built from database prices, and webhook events verified
// with constructEvent on the raw body.
import Stripe from "stripe";
import type {
  KeptPaymentMethod,
  PaymentProvider,
  PaymentOrder,
  PaymentSession,
  RefundableOrder,
  RefundGateway,
  SavedCharge,
  SavedChargeResult,
} from "./payment-provider";
import { cardLabel } from "../../../core/payment-card";
import { PaymentProviderError } from "./payment-provider";
import { DEFAULT_PAYMENT_METHODS, sessionPaymentMethodTypes, type PaymentMethods } from "../../../core/payment-methods";
import { stripeCardSetup, type StripeCardSetup } from "./stripe-card-setup";

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  shopName: string;
  /** The ways to pay the owner turned on in Settings (cards only when absent). */
  paymentMethods?: () => PaymentMethods;
  api?: { host?: string; port?: number; protocol?: "http" | "https" };
};

export type StripeProvider = PaymentProvider &
  RefundGateway &
  StripeCardSetup & {
    readonly name: "stripe";
    /** Throws a StripeSignatureVerificationError when the signature does not match. */
    verifyWebhook(rawBody: string, signature: string | undefined): Stripe.Event;
    chargeSaved(charge: SavedCharge): Promise<SavedChargeResult>;
    /** The card a completed subscription session kept: its PaymentIntent's payment method. */
    keptPaymentMethod(session: Stripe.Checkout.Session): Promise<KeptPaymentMethod>;
    /** What the shopper paid with, in their words ("Visa •••• 4242", "Afterpay"); null when it cannot be read. */
    paidWith(session: Stripe.Checkout.Session): Promise<string | null>;
  };

export const KEEP_CARD_MESSAGE =
  "This card will be used for your future subscription deliveries, until you cancel or change it.";

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };
/** Methods other than a card, as shoppers know them. */
const METHOD_NAMES: Record<string, string> = {
  afterpay_clearpay: "Afterpay",
  au_becs_debit: "Bank debit",
  link: "Link",
};

/**
 * `customer`: the Stripe Customer a subscription's card is kept under. Its session keeps
 * the card for off-session charges and says so in its metadata, for the webhook.
 */
export function buildSessionParams(
  order: PaymentOrder,
  opts: Pick<StripeProviderOptions, "publicUrl" | "shopName">,
  customer: string | null = null,
  methods: PaymentMethods = DEFAULT_PAYMENT_METHODS,
): Stripe.Checkout.SessionCreateParams {
  const keep = customer !== null;
  return {
    mode: "payment",
    currency: "aud",
    // A filter on what the Stripe account has turned on: Apple Pay and Google Pay come with "card".
    allowed_payment_method_types: sessionPaymentMethodTypes(methods, {
      total: order.total,
      subscription: order.keepPaymentMethod === true,
    }),
    client_reference_id: order.id,
    ...(keep ? { customer } : order.customerEmail ? { customer_email: order.customerEmail } : {}),
    metadata: { order_id: order.id, order_number: order.number, ...(keep ? { subscription: "1" } : {}) },
    // Said on Stripe's page before paying, as the test page says it.
    ...(keep ? { custom_text: { submit: { message: KEEP_CARD_MESSAGE } } } : {}),
    payment_intent_data: {
      metadata: { order_id: order.id, order_number: order.number },
      description: `${opts.shopName} order ${order.number}`,
      ...(keep ? { setup_future_usage: "off_session" as const } : {}),
    },
    // With a promo code each line is charged as one item at its discounted line total, so
    // Stripe's total is the order's total to the cent.
    line_items: order.lines.map((l, i) => ({
      quantity: order.lineCharges ? 1 : l.quantity,
      price_data: {
        currency: "aud",
        unit_amount: order.lineCharges ? order.lineCharges[i]! : l.unitPrice,
        // Australian prices include GST.
        tax_behavior: "inclusive",
        product_data: {
          name: order.lineCharges ? `${l.quantity} × ${l.name}` : l.name,
          ...(l.flavor ? { description: l.flavor } : {}),
          metadata: { product_id: l.productId },
        },
      },
    })),
    // The address is collected in the zone the shopper chose and priced for in the drawer.
    shipping_address_collection: { allowed_countries: [order.shippingZone ?? "AU"] },
    shipping_options: [
      {
        shipping_rate_data: {
          type: "fixed_amount",
          // The usual service keeps the shop's own words (its pages call it express shipping);
          // another option the shopper chose is named.
          display_name:
            !order.shippingName || order.shippingName === "Standard"
              ? order.shipping === 0
                ? "Free express shipping"
                : "Express shipping"
              : `${order.shippingName} shipping${order.shipping === 0 ? " (free)" : ""}`,
          fixed_amount: { amount: order.shipping, currency: "aud" },
          tax_behavior: "inclusive",
          delivery_estimate: {
            minimum: { unit: "business_day", value: 2 },
            maximum: { unit: "business_day", value: 3 },
          },
        },
      },
    ],
    success_url: `${opts.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${opts.publicUrl}/cancel`,
  };
}

export function createStripeProvider(opts: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(opts.api?.host ? { host: opts.api.host } : {}),
    ...(opts.api?.port ? { port: opts.api.port } : {}),
    ...(opts.api?.protocol ? { protocol: opts.api.protocol } : {}),
  });
  return {
    name: "stripe",
    ...stripeCardSetup(stripe),
    async createSession(order: PaymentOrder): Promise<PaymentSession> {
      // A subscription's card is kept under a Customer of its own shopper (one per order: keyed).
      const customer = !order.keepPaymentMethod
        ? null
        : order.providerCustomer
          ? { id: order.providerCustomer }
          : await stripe.customers.create(
              {
                ...(order.customerEmail ? { email: order.customerEmail } : {}),
                metadata: { order_id: order.id, order_number: order.number },
              },
              { idempotencyKey: `customer-${order.id}` },
            );
      // One key per order: a retried request can never open a second session for it.
      const session = await stripe.checkout.sessions.create(
        buildSessionParams(order, opts, customer?.id ?? null, opts.paymentMethods?.()),
        {
          idempotencyKey: `checkout-${order.id}`,
        },
      );
      if (!session.url) throw new PaymentProviderError(`Stripe returned session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },
    async resumeSession(sessionId: string): Promise<PaymentSession> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (!session.url)
        throw new PaymentProviderError(`Stripe session ${session.id} has no page (completed or expired)`);
      return { id: session.id, url: session.url };
    },
    async refund(order: RefundableOrder): Promise<{ reference: string }> {
      if (!order.paymentReference?.startsWith("pi_")) {
        throw new PaymentProviderError(`Order ${order.number} has no Stripe payment to refund`);
      }
      // One key per order: a retried request can never refund twice.
      const refund = await stripe.refunds.create(
        { payment_intent: order.paymentReference, metadata: { order_id: order.id, order_number: order.number } },
        { idempotencyKey: `refund-${order.id}` },
      );
      return { reference: refund.id };
    },
    async chargeSaved(charge: SavedCharge): Promise<SavedChargeResult> {
      try {
        // The key is the subscription's and the cycle's: a repeat after a crash or a timeout gets
        // Stripe's first answer again (a card error included), never a second charge.
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency.toLowerCase(),
            ...(charge.providerCustomer ? { customer: charge.providerCustomer } : {}),
            payment_method: charge.paymentMethod,
            off_session: true,
            confirm: true,
            description: charge.description,
            metadata: {
              order_id: charge.orderId,
              subscription_id: charge.subscriptionId,
              cycle: String(charge.cycle),
            },
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        if (intent.status === "succeeded") return { status: "paid", reference: intent.id };
        if (intent.status === "requires_action") return { status: "needs_action", reference: intent.id };
        return { status: "declined", message: `The payment was not completed (${intent.status})` };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          if (err.code === "authentication_required") {
            return { status: "needs_action", reference: err.payment_intent?.id ?? "" };
          }
          return { status: "declined", message: err.message };
        }
        throw err;
      }
    },
    async keptPaymentMethod(session: Stripe.Checkout.Session): Promise<KeptPaymentMethod> {
      const pi = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!pi) throw new PaymentProviderError(`Stripe session ${session.id} has no payment to keep a card from`);
      const intent = await stripe.paymentIntents.retrieve(pi, { expand: ["payment_method"] });
      const pm = intent.payment_method;
      if (!pm) throw new PaymentProviderError(`Stripe payment ${pi} has no payment method`);
      const card = typeof pm === "string" ? null : pm.card;
      const customer = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
      return {
        providerCustomer: customer,
        paymentMethod: typeof pm === "string" ? pm : pm.id,
        cardBrand: card ? (BRANDS[card.brand] ?? card.brand) : null,
        cardLast4: card?.last4 ?? null,
        cardExpiry:
          card?.exp_month && card.exp_year ? `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}` : null,
      };
    },
    async paidWith(session: Stripe.Checkout.Session): Promise<string | null> {
      const pi = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!pi) return null;
      const intent = await stripe.paymentIntents.retrieve(pi, { expand: ["payment_method"] });
      const pm = intent.payment_method;
      if (!pm || typeof pm === "string") return null;
      if (pm.card) return cardLabel({ brand: BRANDS[pm.card.brand] ?? pm.card.brand, last4: pm.card.last4 });
      return METHOD_NAMES[pm.type] ?? null;
    },
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature ?? "", opts.webhookSecret);
    },
  };
}

export { Stripe };
