// One shop taking payments through the Stripe stand-in (tests/support/fake-stripe.ts), for the
// Stripe integration files: its set-up and tear-down, two carts, a checkout that answers what the
// shop sent Stripe, a completed session's payload, signed deliveries to the webhook, and reads.
import { afterAll, beforeAll, expect } from "vitest";
import { startFakeStripe } from "./fake-stripe";
import { startTestServer, type TestServer } from "./test-server";

export const ONE = { id: "one-and-done", name: "Cheap", unitPrice: 1, quantity: 1, flavor: "Lemon Squash" };
export const DUO = { id: "dynamic-duo", quantity: 2, flavor: "Orange Crush, Pineapple Punch", unitPrice: 1 };

/** A completed Checkout Session's shipping details, as Stripe sends them (an Australian address). */
export const STRIPE_SHIPPING = {
  name: "Pat Buyer",
  address: { line1: "10 Collins St", line2: null, city: "Melbourne", state: "VIC", postal_code: "3000", country: "AU" },
};

/** Registers the file's beforeAll/afterAll; `shop.s` and `shop.stripe` are set once it has run. */
export function stripeShop() {
  const shop = {
    s: undefined as unknown as TestServer,
    stripe: undefined as unknown as Awaited<ReturnType<typeof startFakeStripe>>,
  };
  beforeAll(async () => {
    shop.stripe = await startFakeStripe();
    shop.s = await startTestServer({
      env: {
        ...shop.stripe.env,
        PUBLIC_URL: "https://shop.example.com.au",
        SELLER_NAME: "Rebound Recovery Pty Ltd",
        SELLER_ABN: "51 824 753 556",
      },
    });
  });
  afterAll(async () => {
    await shop.s.close();
    await shop.stripe.close();
  });

  async function checkout(cart: unknown[]) {
    const res = await fetch(`${shop.s.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cart }),
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const sent = shop.stripe.requests.at(-1)!;
    const order = (await shop.s.ctx.services.orders.findOrderBySession(sent.id))!;
    return { url, sent, order };
  }

  const completedSession = (sessionId: string, orderId: string, extra: Record<string, unknown> = {}) => ({
    id: sessionId,
    payment_status: "paid",
    status: "complete",
    payment_intent: "pi_test_123",
    metadata: { order_id: orderId },
    client_reference_id: orderId,
    customer_details: { email: "pat@example.com", name: "Pat Buyer", address: null },
    collected_information: { shipping_details: STRIPE_SHIPPING },
    ...extra,
  });

  function deliver(ev: { payload: string; signature: string }, signature = ev.signature) {
    return fetch(`${shop.s.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: ev.payload,
    });
  }

  async function mailsTo(email: string) {
    return shop.s.ctx.db.selectFrom("mail_outbox").selectAll().where("to", "=", email).execute();
  }

  const state = async (id: string) => {
    const d = await shop.s.ctx.services.orders.getOrderDetail(id);
    return { status: d.status, events: d.events.map((e) => e.type) };
  };

  return Object.assign(shop, { checkout, completedSession, deliver, mailsTo, state });
}
