// What each Stripe Checkout event does to an order. Verification happened
// before this (constructEvent on the raw body); once-only is the orders
// service's business (event id claimed in the state change's transaction).
import type Stripe from "stripe";
import { AU_STATES, ShippingAddressSchema, type ShippingAddress } from "../../../core/order";
import { cardLabel } from "../../../core/payment-card";
import type { StripeProvider } from "../../infra/payments/stripe-provider";
import type { OrderService } from "../orders/order.service";
import type { EventOutcome, OrderRef } from "../orders/order.types";

export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
] as const;

function refOf(session: Stripe.Checkout.Session): OrderRef {
  return { sessionId: session.id, orderId: session.metadata?.order_id ?? session.client_reference_id ?? null };
}

/** Stripe's address → ours; null (and the raw text on the timeline) when it does not fit. */
export function addressFromSession(session: Stripe.Checkout.Session): { address: ShippingAddress | null; raw: string } {
  const shipping = session.collected_information?.shipping_details ?? null;
  const a = shipping?.address ?? session.customer_details?.address ?? null;
  const name = shipping?.name ?? session.customer_details?.name ?? "";
  const raw = a ? [name, a.line1, a.line2, a.city, a.state, a.postal_code, a.country].filter(Boolean).join(", ") : "";
  if (!a) return { address: null, raw };
  const state = (a.state ?? "").trim().toUpperCase();
  // A New Zealand address has a town or city and no state: Stripe may still give a region, which
  // New Zealand Post does not use, so it is left out.
  const common = { name, line1: a.line1 ?? "", line2: a.line2 ?? undefined, postcode: a.postal_code ?? "" };
  if (a.country === "NZ") {
    const nz = ShippingAddressSchema.safeParse({ ...common, city: a.city ?? "", country: "NZ" });
    return { address: nz.success ? nz.data : null, raw };
  }
  const parsed = ShippingAddressSchema.safeParse({
    name,
    line1: a.line1 ?? "",
    line2: a.line2 ?? undefined,
    suburb: a.city ?? "",
    state: (AU_STATES as readonly string[]).includes(state) ? state : a.state,
    postcode: a.postal_code ?? "",
    country: a.country ?? "AU",
  });
  return { address: parsed.success ? parsed.data : null, raw };
}

function paymentReference(session: Stripe.Checkout.Session): string {
  const pi = session.payment_intent;
  if (typeof pi === "string") return pi;
  return pi?.id ?? session.id;
}

export async function handleStripeEvent(
  orders: OrderService,
  event: Stripe.Event,
  provider?: Pick<StripeProvider, "keptPaymentMethod" | "paidWith">,
  /** A setup-mode session completed: a subscription's new card. */
  cardSetup?: (session: Stripe.Checkout.Session) => Promise<EventOutcome | "ignored">,
): Promise<EventOutcome | "ignored"> {
  const base = { eventId: event.id, provider: "stripe", type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      if (session.mode === "setup") return cardSetup ? cardSetup(session) : "ignored";
      const ref = refOf(session);
      const { address, raw } = addressFromSession(session);
      if (event.type === "checkout.session.completed" && session.payment_status === "unpaid") {
        // A delayed method (Afterpay, a bank debit): the order stays pending until async_payment_succeeded.
        return orders.paymentProcessing({
          ...base,
          ...ref,
          email: session.customer_details?.email ?? null,
          customerName: address?.name ?? session.customer_details?.name ?? null,
          shippingAddress: address,
        });
      }
      // A subscription's session kept the card; a failure to read it is answered 500, so
      // Stripe delivers the event again rather than the order being paid without its subscription.
      const kept =
        session.metadata?.subscription === "1" && provider ? await provider.keptPaymentMethod(session) : null;
      const outcome = await orders.confirmPayment({
        keptPaymentMethod: kept,
        paymentMethod:
          kept?.cardBrand && kept.cardLast4
            ? cardLabel({ brand: kept.cardBrand, last4: kept.cardLast4 })
            : await paidWith(provider, session),
        ...base,
        ...ref,
        email: session.customer_details?.email ?? null,
        customerName: address?.name ?? session.customer_details?.name ?? null,
        shippingAddress: address,
        paymentReference: paymentReference(session),
      });
      if (outcome === "applied" && !address && raw) {
        await orders.noteOrderEvent(ref, "address", `Shipping address as given to Stripe: ${raw}`);
      }
      return outcome;
    }
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      return orders.cancelOrder({
        ...base,
        ...refOf(session),
        reason: "The payment did not go through",
        email: session.customer_details?.email ?? null,
      });
    }
    case "checkout.session.expired":
      return orders.expireOrder({ ...base, ...refOf(event.data.object) });
    case "charge.refunded": {
      const charge = event.data.object;
      const pi =
        typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
      return orders.providerRefunded({
        ...base,
        paidWith: pi,
        reference: charge.refunds?.data[0]?.id ?? charge.id,
        amount: charge.amount_refunded,
        full: charge.refunded,
      });
    }
    default:
      return "ignored";
  }
}

/** Only for the shopper's pages: a failure to read it never holds up the payment. */
async function paidWith(
  provider: Pick<StripeProvider, "paidWith"> | undefined,
  session: Stripe.Checkout.Session,
): Promise<string | null> {
  try {
    return (await provider?.paidWith(session)) ?? null;
  } catch {
    return null;
  }
}
