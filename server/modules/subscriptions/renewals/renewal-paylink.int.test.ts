// A past-due renewal paid through the e-mailed pay link: the delivery is settled as soon as the
// payment is confirmed (not on the next renewal run), and, when the subscriber's own session pays
// it, the card it was paid with becomes the subscription's card, so the next delivery is charged to
// it. Anyone else holding the link pays that delivery only: no card kept, the address unchanged. On the test page (a kept token)
// and on Stripe (the pay session keeps the card under the subscription's Customer).
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_STRIPE_KEY, startFakeStripe } from "../../../../tests/support/fake-stripe";
import { signedEvent } from "../../../../tests/support/fake-stripe-events";
import { GOOD_PAYMENT_FORM } from "../../../../tests/support/payment-form";
import { insertSubscriptions } from "../../../../tests/support/renewal-fixtures";
import { openPort, createTestContext, type TestContext } from "../../../../tests/support/test-server";
import { createApp } from "../../../app";
import { KEEP_CARD_MESSAGE } from "../../../infra/payments/stripe-provider";
import { TEST_CARD_DECLINE } from "../../../infra/payments/test-cards";

const clock = { now: new Date("2026-03-02T09:05:00+11:00") };
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let test: TestContext;
let stripe: TestContext;
let stripeUrl: string;
let close: () => Promise<void>;
beforeAll(async () => {
  test = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: "https://shop.test" } });
  fake = await startFakeStripe();
  const port = await openPort();
  stripeUrl = port.url;
  stripe = await createTestContext({ clock: () => clock.now, env: { ...fake.env, PUBLIC_URL: port.url } });
  port.serve(createApp(stripe));
  close = async () => {
    await new Promise<void>((r) => port.server.close(() => r()));
    await stripe.dispose();
    await test.dispose();
    await fake.close();
  };
});
afterAll(() => close());

const at = (local: string) => (clock.now = new Date(`${local}+11:00`));
const sub = (ctx: TestContext, id: string) =>
  ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const cycles = (ctx: TestContext, id: string) =>
  ctx.db.selectFrom("subscription_cycles").selectAll().where("subscription_id", "=", id).orderBy("cycle").execute();
async function payLink(ctx: TestContext, email: string) {
  const mail = await ctx.db.selectFrom("mail_outbox").select("text").where("to", "=", email).executeTakeFirstOrThrow();
  const token = /subscriptions\/link\/([\w-]{43})/.exec(mail.text)![1]!;
  return (await ctx.services.subscriptions.links.use(token))!.redirectTo;
}

describe("a renewal paid through the pay link, on the test page", () => {
  it("settles the delivery at once and keeps the card it was paid with for the next one", async () => {
    at("2026-03-02T09:05:00");
    const email = "paylink-test@example.com";
    const [id] = await insertSubscriptions(test, 1, { nextChargeOn: "2026-03-02", card: TEST_CARD_DECLINE, email });
    expect(await test.services.subscriptions.renewals.runDue()).toMatchObject({ declined: 1 });
    const sessionId = (await payLink(test, email)).split("/").pop()!;
    const page = await test.services.checkout.testPayments!.getPaymentPage(sessionId);
    expect(page!.order.keepsCard).toBe(true);
    const subscriber = { customerId: (await sub(test, id!)).customer_id };
    const paid = await test.services.checkout.testPayments!.submitPayment(
      sessionId,
      { ...GOOD_PAYMENT_FORM, email, cardExpiry: "11 / 33" },
      subscriber,
    );
    expect(paid).toMatchObject({ ok: true });
    // No renewal run in between: settled with the payment.
    expect(await sub(test, id!)).toMatchObject({
      status: "active",
      next_cycle: 2,
      next_charge_on: "2026-03-30",
      card_brand: "Visa",
      card_last4: "4242",
      card_expiry: "11/2033",
    });
    expect((await cycles(test, id!))[0]).toMatchObject({ status: "paid" });
    expect(await test.services.subscriptions.renewals.runDue()).toMatchObject({ settledByLink: 0, declined: 0 });
    // The change of card is confirmed by e-mail, in the renewal's tax invoice.
    const invoice = await test.db
      .selectFrom("mail_outbox")
      .select(["text", "html"])
      .where("to", "=", email)
      .where("subject", "like", "%(tax invoice)")
      .executeTakeFirstOrThrow();
    const sub1 = await sub(test, id!);
    const sentence = `Subscription ${sub1.number}: your next deliveries are charged to Visa ending 4242, expires 11/2033.`;
    expect(invoice.text).toContain(sentence);
    expect(invoice.html).toContain(sentence);

    at("2026-03-30T09:05:00");
    expect(await test.services.subscriptions.renewals.runDue()).toMatchObject({ paid: 1, declined: 0 });
    expect((await cycles(test, id!))[1]).toMatchObject({ status: "paid" });
  });
});

describe("a renewal's pay link used by someone who is not its subscriber", () => {
  it("signed in as someone else, pays that delivery only: card, e-mail, name and address stay", async () => {
    at("2026-04-01T09:05:00");
    const email = "paylink-bearer@example.com";
    const [id] = await insertSubscriptions(test, 1, { nextChargeOn: "2026-04-01", card: TEST_CARD_DECLINE, email });
    expect(await test.services.subscriptions.renewals.runDue()).toMatchObject({ declined: 1 });
    const before = await sub(test, id!);
    const sessionId = (await payLink(test, email)).split("/").pop()!;
    const stranger = await test.db
      .insertInto("customers")
      .values({
        id: "cus-stranger",
        email: "stranger@example.com",
        created_at: clock.now.toISOString(),
        marketing_consent: 0,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const form = {
      ...GOOD_PAYMENT_FORM,
      email: "stranger@example.com",
      name: "Mallory Thief",
      line1: "1 Elsewhere Rd",
      cardExpiry: "11 / 33",
    };
    const payer = { customerId: stranger.id };
    expect(await test.services.checkout.testPayments!.submitPayment(sessionId, form, payer)).toMatchObject({
      ok: true,
    });
    const after = await sub(test, id!);
    expect(after).toMatchObject({
      payment_method: before.payment_method,
      card_last4: before.card_last4,
      shipping_address: before.shipping_address,
      next_cycle: 2,
    });
    const order = (await test.services.orders.findOrderBySession(sessionId))!;
    expect(order.status).toBe("paid");
    expect(order.email).toBe(email);
    expect(order.customerName).toBe(before.customer_name);
    expect(order.shippingAddress).toEqual(JSON.parse(before.shipping_address!));
  });

  it("a signed-out payer is the same: the card is not kept", async () => {
    at("2026-04-02T09:05:00");
    const email = "paylink-anon@example.com";
    const [id] = await insertSubscriptions(test, 1, { nextChargeOn: "2026-04-02", card: TEST_CARD_DECLINE, email });
    // (The day's run also retries the earlier test's subscription, which keeps its declining card.)
    expect((await test.services.subscriptions.renewals.runDue()).declined).toBeGreaterThanOrEqual(1);
    const before = await sub(test, id!);
    const sessionId = (await payLink(test, email)).split("/").pop()!;
    const form = { ...GOOD_PAYMENT_FORM, email: "anon@example.com", name: "Anon", cardExpiry: "11 / 33" };
    expect(await test.services.checkout.testPayments!.submitPayment(sessionId, form, null)).toMatchObject({ ok: true });
    expect(await sub(test, id!)).toMatchObject({
      payment_method: before.payment_method,
      card_last4: before.card_last4,
    });
    expect((await test.services.orders.findOrderBySession(sessionId))!.email).toBe(email);
  });
});

describe("a renewal paid through the pay link, on Stripe", () => {
  it("the pay session keeps the card under the subscription's Customer; the webhook settles and keeps it", async () => {
    at("2026-03-02T09:05:00");
    const sdk = new Stripe(FAKE_STRIPE_KEY, { host: "127.0.0.1", port: fake.port, protocol: "http" });
    const customer = await sdk.customers.create({ email: "paylink-stripe@example.com" });
    const pm = await sdk.paymentMethods.create({ type: "card", card: { token: "tok_chargeDeclined" } });
    await sdk.paymentMethods.attach(pm.id, { customer: customer.id });
    const email = "paylink-stripe@example.com";
    const [id] = await insertSubscriptions(stripe, 1, {
      nextChargeOn: "2026-03-02",
      stripe: { customer: customer.id, paymentMethod: pm.id },
      email,
    });
    expect(await stripe.services.subscriptions.renewals.runDue()).toMatchObject({ declined: 1 });
    const sessionId = (await payLink(stripe, email)).split("/").pop()!;
    const form = Object.fromEntries(fake.requests.find((r) => r.id === sessionId)!.form);
    expect(form).toMatchObject({
      customer: customer.id,
      "payment_intent_data[setup_future_usage]": "off_session",
      "custom_text[submit][message]": KEEP_CARD_MESSAGE,
    });
    // No second Customer: the card is kept under the one the subscription has.
    expect(fake.customers.filter((c) => c.form.get("email") === email)).toHaveLength(1);

    const done = fake.completeSession(sessionId, { brand: "mastercard", last4: "4444" });
    const ev = signedEvent("checkout.session.completed", {
      ...done,
      customer_details: { email, name: "Sam Renew", address: null },
    });
    const res = await fetch(`${stripeUrl}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": ev.signature },
      body: ev.payload,
    });
    expect(res.status).toBe(200);
    expect(await sub(stripe, id!)).toMatchObject({
      status: "active",
      next_cycle: 2,
      payment_method: done.paymentMethod,
      provider_customer: customer.id,
      card_brand: "Mastercard",
      card_last4: "4444",
    });

    at("2026-03-30T09:05:00");
    expect(await stripe.services.subscriptions.renewals.runDue()).toMatchObject({ paid: 1 });
    const charged = fake.paymentIntents
      .filter((p) => p.customer === customer.id)
      .map((p) => p.form.get("payment_method"));
    expect(charged.at(-1)).toBe(done.paymentMethod);
  });
});
