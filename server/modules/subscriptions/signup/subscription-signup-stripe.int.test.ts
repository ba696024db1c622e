// Subscription sign-up with Stripe (the local stand-in, driven by the real SDK): a subscription's checkout makes a
// Customer and a session that keeps the card (setup_future_usage off_session); the completed
// session's webhook starts the subscription with the kept payment method, once, however often it comes.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInCustomerByApi } from "../../../../tests/support/customer";
import { startFakeStripe } from "../../../../tests/support/fake-stripe";
import { signedEvent } from "../../../../tests/support/fake-stripe-events";
import { STAFF } from "../../../../tests/support/staff";
import { STRIPE_SHIPPING } from "../../../../tests/support/stripe-shop";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let cookie: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  s = await startTestServer({ env: { ...stripe.env, PUBLIC_URL: "https://shop.example.com.au" } });
  await s.ctx.services.subscriptions.offers.saveOffer(
    "one-and-done",
    { enabled: true, frequencies: [4, 6], discountPercent: 10 },
    STAFF,
  );
  cookie = await signInCustomerByApi(s, "stripe-sub@example.com");
});
afterAll(async () => {
  await s.close();
  await stripe.close();
});

const LEMON = { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" };
async function checkout(cart: unknown[]) {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl, cookie },
    body: JSON.stringify({ cart }),
  });
  expect(res.status).toBe(200);
  return stripe.requests.at(-1)!;
}
const deliver = (ev: { payload: string; signature: string }) =>
  fetch(`${s.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": ev.signature },
    body: ev.payload,
  });
const shipping = {
  customer_details: { email: "stripe-sub@example.com", name: "Pat Buyer", address: null },
  collected_information: { shipping_details: STRIPE_SHIPPING },
};
const subscriptions = () => s.ctx.db.selectFrom("subscriptions").selectAll().execute();

describe("Subscribe & save with Stripe", () => {
  it("keeps the card under a Customer and starts the subscription from the webhook, exactly once", async () => {
    const sent = await checkout([{ ...LEMON, quantity: 2, subscription: { frequencyWeeks: 4 } }, LEMON]);
    expect(stripe.customers).toHaveLength(1);
    const customer = stripe.customers[0]!;
    expect(customer.form.get("email")).toBe("stripe-sub@example.com");
    expect(sent.form.get("customer")).toBe(customer.id);
    expect(sent.form.get("customer_email")).toBeNull();
    expect(sent.form.get("payment_intent_data[setup_future_usage]")).toBe("off_session");
    expect(sent.form.get("metadata[subscription]")).toBe("1");

    const session = stripe.completeSession(sent.id, { brand: "mastercard", last4: "4444" });
    const event = signedEvent("checkout.session.completed", { ...session, ...shipping });
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "applied" });

    const [sub, ...more] = await subscriptions();
    expect(more).toEqual([]);
    expect(sub).toMatchObject({
      provider: "stripe",
      provider_customer: customer.id,
      payment_method: session.paymentMethod,
      card_brand: "Mastercard",
      card_last4: "4444",
      frequency_weeks: 4,
      status: "active",
      next_cycle: 1,
      customer_name: "Pat Buyer",
    });
    const order = (await s.ctx.services.orders.findOrderBySession(sent.id))!;
    expect(order.status).toBe("paid");
    expect(sub!.first_order_id).toBe(order.id);

    // Stripe delivers again (the same event), and a later event about the same session: nothing more.
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: "duplicate" });
    const again = signedEvent("checkout.session.async_payment_succeeded", { ...session, ...shipping });
    expect((await deliver(again)).status).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    expect(
      await s.ctx.db.selectFrom("subscription_events").select("type").where("subscription_id", "=", sub!.id).execute(),
    ).toEqual([{ type: "created" }]);
  });

  it("makes no Customer and keeps no card for a one-time order", async () => {
    const customers = stripe.customers.length;
    const sent = await checkout([LEMON]);
    expect(stripe.customers).toHaveLength(customers);
    expect(sent.form.get("payment_intent_data[setup_future_usage]")).toBeNull();
    expect(sent.form.get("customer_email")).toBe("stripe-sub@example.com");
  });
});
