// Renewals in Stripe mode, against the local Stripe stand-in driven by the real SDK:
// the kept card is a Customer's PaymentMethod, each cycle one PaymentIntent (off_session, confirmed)
// under the cycle's idempotency key; authentication required e-mails a link whose Checkout Session,
// once completed (its signed webhook), settles the delivery.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_STRIPE_KEY, startFakeStripe } from "../../../../tests/support/fake-stripe";
import { signedEvent } from "../../../../tests/support/fake-stripe-events";
import { insertSubscriptions } from "../../../../tests/support/renewal-fixtures";
import { openPort, createTestContext, type TestContext } from "../../../../tests/support/test-server";
import { createApp } from "../../../app";

const clock = { now: new Date("2026-03-02T09:05:00+11:00") };
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let ctx: TestContext;
let url: string;
let close: () => Promise<void>;
let sdk: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  const port = await openPort();
  url = port.url;
  ctx = await createTestContext({ clock: () => clock.now, env: { ...fake.env, PUBLIC_URL: url } });
  port.serve(createApp(ctx));
  close = async () => {
    await new Promise<void>((r) => port.server.close(() => r()));
    await ctx.dispose();
    await fake.close();
  };
  sdk = new Stripe(FAKE_STRIPE_KEY, { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(() => close());

/** A Stripe Customer with a kept card made from one of Stripe's test tokens. */
async function keptCard(token: string) {
  const customer = await sdk.customers.create({ email: "sky@example.com" });
  const pm = await sdk.paymentMethods.create({ type: "card", card: { token } });
  await sdk.paymentMethods.attach(pm.id, { customer: customer.id });
  return { customer: customer.id, paymentMethod: pm.id };
}
const order = (id: string) =>
  ctx.db.selectFrom("orders").selectAll().where("subscription_id", "=", id).executeTakeFirstOrThrow();
const sub = (id: string) =>
  ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("renewals through Stripe", () => {
  it("one PaymentIntent per cycle, off-session and confirmed, however often the job runs", async () => {
    const stripe = await keptCard("tok_visa");
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02", stripe, email: "sky@example.com" });
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ claimed: 1, paid: 1 });
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ claimed: 0, paid: 0 });
    const made = fake.paymentIntents.filter((p) => p.customer === stripe.customer);
    expect(made).toHaveLength(1);
    expect(Object.fromEntries(made[0]!.form)).toMatchObject({
      amount: "5494",
      currency: "aud",
      payment_method: stripe.paymentMethod,
      off_session: "true",
      confirm: "true",
      "metadata[subscription_id]": id,
      "metadata[cycle]": "1",
    });
    expect(await order(id!)).toMatchObject({
      status: "paid",
      renewal_cycle: 1,
      payment_reference: made[0]!.id,
      provider: "stripe",
    });
    expect(await sub(id!)).toMatchObject({ next_cycle: 2, next_charge_on: "2026-03-30" });
  });

  it("a declined card: past due, tried again with a new key on day 1", async () => {
    const stripe = await keptCard("tok_chargeDeclined");
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02", stripe });
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ declined: 1 });
    expect(await sub(id!)).toMatchObject({ status: "past_due" });
    clock.now = new Date("2026-03-03T09:00:00+11:00");
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ declined: 1 });
    const keys = fake.paymentIntents
      .filter((p) => p.customer === stripe.customer)
      .map((p) => p.form.get("metadata[cycle]"));
    expect(keys).toEqual(["1", "1"]);
    clock.now = new Date("2026-03-02T09:05:00+11:00");
  });

  it("authentication required: the e-mailed link opens a Checkout Session; its completion settles the delivery", async () => {
    const stripe = await keptCard("tok_authenticationRequired");
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02", stripe, email: "auth@example.com" });
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ needsAction: 1 });
    const mail = await ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to", "=", "auth@example.com")
      .executeTakeFirstOrThrow();
    const token = /subscriptions\/link\/([\w-]{43})/.exec(mail.text)![1]!;
    const used = await ctx.services.subscriptions.links.use(token);
    expect(used!.redirectTo).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sessionId = used!.redirectTo.split("/").pop()!;
    const renewal = await order(id!);
    expect(fake.requests.find((r) => r.id === sessionId)!.form.get("metadata[order_id]")).toBe(renewal.id);

    const ev = signedEvent("checkout.session.completed", {
      ...fake.completeSession(sessionId),
      customer_details: { email: "auth@example.com", name: "Sam Renew", address: null },
    });
    const res = await fetch(`${url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": ev.signature },
      body: ev.payload,
    });
    expect(res.status).toBe(200);
    // Settled with the webhook, not on the next run.
    expect(await sub(id!)).toMatchObject({ status: "active", next_cycle: 2 });
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ settledByLink: 0 });
    expect(await order(id!)).toMatchObject({ status: "paid" });
  });
});
