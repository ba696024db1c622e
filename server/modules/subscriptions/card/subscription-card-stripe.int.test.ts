// Replacing a subscription's card on Stripe, against the local Stripe stand-in driven by
// the real SDK: a setup-mode Checkout Session for the subscription's Customer; its completion
// (signed webhook, or the shopper's return) makes the new card the subscription's, once; the next
// renewal charges it. A forged or replayed event changes nothing; another customer's is not found.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRequests, signInCustomer } from "../../../../tests/support/customer";
import { FAKE_STRIPE_KEY, startFakeStripe } from "../../../../tests/support/fake-stripe";
import { signedEvent } from "../../../../tests/support/fake-stripe-events";
import { pageAppOptions } from "../../../../tests/support/page-build";
import { insertSubscriptions } from "../../../../tests/support/renewal-fixtures";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

const clock = { now: new Date("2026-03-02T09:05:00+11:00") };
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let s: TestServer;
let sdk: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  s = await startTestServer({ env: fake.env, clock: () => clock.now, app: await pageAppOptions() });
  sdk = new Stripe(FAKE_STRIPE_KEY, { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(async () => {
  await s.close();
  await fake.close();
});

let n = 0;
/** A Stripe subscription (its Customer and kept Visa in the stand-in), due on 30 March. */
async function stripeSubscription() {
  const email = `card-${++n}-${Date.now()}@example.com`;
  const customer = await sdk.customers.create({ email });
  const pm = await sdk.paymentMethods.create({ type: "card", card: { token: "tok_visa" } });
  await sdk.paymentMethods.attach(pm.id, { customer: customer.id });
  const stripe = { customer: customer.id, paymentMethod: pm.id };
  const [id] = await insertSubscriptions(s.ctx, 1, { nextChargeOn: "2026-03-30", stripe, email });
  const row = await sub(id!);
  return { id: id!, number: row.number, customerId: row.customer_id, email, stripe };
}
const sub = (id: string) =>
  s.ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const cardEvents = async (id: string) =>
  s.ctx.db
    .selectFrom("subscription_events")
    .select("message")
    .where("subscription_id", "=", id)
    .where("type", "=", "card")
    .execute();
const mails = async (to: string) =>
  (await s.ctx.db.selectFrom("mail_outbox").select("subject").where("to", "=", to).execute()).map((m) => m.subject);
const replacer = () => s.ctx.services.subscriptions.card.stripe!;
const postEvent = (ev: { payload: string; signature: string }) =>
  fetch(`${s.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": ev.signature },
    body: ev.payload,
  });

describe("replacing a subscription's card on Stripe", () => {
  it("opens a setup-mode Checkout Session for the subscription's Customer, naming the subscription", async () => {
    const x = await stripeSubscription();
    const url = await replacer().start({ customerId: x.customerId }, x.number);
    const sessionId = url.split("/").pop()!;
    const form = Object.fromEntries(fake.requests.find((r) => r.id === sessionId)!.form);
    expect(form).toMatchObject({
      mode: "setup",
      customer: x.stripe.customer,
      "setup_intent_data[metadata][subscription_number]": x.number,
      "setup_intent_data[metadata][subscription_id]": x.id,
      success_url: `${s.url}/account/subscriptions?card=${x.number}&setup={CHECKOUT_SESSION_ID}`,
      cancel_url: `${s.url}/account/subscriptions/${x.number}/card?cancelled=1`,
    });
    expect(form).not.toHaveProperty("line_items[0][quantity]");
  });

  it("the webhook makes the new card the subscription's, confirmed by e-mail; the next renewal charges it", async () => {
    const x = await stripeSubscription();
    const sessionId = (await replacer().start({ customerId: x.customerId }, x.number)).split("/").pop()!;
    const done = fake.completeSetupSession(sessionId, {
      brand: "mastercard",
      last4: "4444",
      exp_month: 4,
      exp_year: 2031,
    });
    const res = await postEvent(signedEvent("checkout.session.completed", done));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: "applied" });
    expect(await sub(x.id)).toMatchObject({
      payment_method: done.paymentMethod,
      provider_customer: x.stripe.customer,
      card_brand: "Mastercard",
      card_last4: "4444",
      card_expiry: "04/2031",
    });
    expect(await cardEvents(x.id)).toEqual([{ message: "Card replaced: Mastercard ending 4444, expires 04/2031" }]);
    expect(await mails(x.email)).toContain(`Card updated (subscription ${x.number})`);

    clock.now = new Date("2026-03-30T09:05:00+11:00");
    try {
      await s.ctx.services.subscriptions.renewals.runDue();
    } finally {
      clock.now = new Date("2026-03-02T09:05:00+11:00");
    }
    const charged = fake.paymentIntents.filter((p) => p.customer === x.stripe.customer);
    expect(charged.map((p) => p.form.get("payment_method"))).toEqual([done.paymentMethod]);
    expect(await sub(x.id)).toMatchObject({ next_cycle: 2, next_charge_on: "2026-04-27" });
  });

  it("a replayed event changes nothing more; a forged one is refused and changes nothing", async () => {
    const x = await stripeSubscription();
    const sessionId = (await replacer().start({ customerId: x.customerId }, x.number)).split("/").pop()!;
    const done = fake.completeSetupSession(sessionId);
    const ev = signedEvent("checkout.session.completed", done);
    expect((await postEvent(ev)).status).toBe(200);
    const again = await postEvent(ev);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "no_change" });
    expect(await cardEvents(x.id)).toHaveLength(1);
    expect((await mails(x.email)).filter((m) => m.startsWith("Card updated"))).toHaveLength(1);

    const y = await stripeSubscription();
    const other = (await replacer().start({ customerId: y.customerId }, y.number)).split("/").pop()!;
    const forged = signedEvent("checkout.session.completed", fake.completeSetupSession(other), {
      secret: "whsec_not_the_shops",
    });
    expect((await postEvent(forged)).status).toBe(400);
    expect(await sub(y.id)).toMatchObject({ payment_method: y.stripe.paymentMethod, card_last4: "4242" });
    expect(await cardEvents(y.id)).toHaveLength(0);
  });

  it("an old setup's event delivered again after a newer card changes nothing", async () => {
    const x = await stripeSubscription();
    const first = (await replacer().start({ customerId: x.customerId }, x.number)).split("/").pop()!;
    const old = signedEvent("checkout.session.completed", fake.completeSetupSession(first, { last4: "1111" }));
    expect((await postEvent(old)).status).toBe(200);
    const second = (await replacer().start({ customerId: x.customerId }, x.number)).split("/").pop()!;
    const newer = fake.completeSetupSession(second, { last4: "2222" });
    expect((await postEvent(signedEvent("checkout.session.completed", newer))).status).toBe(200);
    // Stripe redelivers the first event (same id), or the first session's return page is reloaded.
    expect(await (await postEvent(old)).json()).toMatchObject({ outcome: "no_change" });
    expect(await replacer().settleFromReturn({ customerId: x.customerId }, first)).toBe("no_change");
    expect(await sub(x.id)).toMatchObject({ payment_method: newer.paymentMethod, card_last4: "2222" });
    expect(await cardEvents(x.id)).toHaveLength(2);
  });

  it("the shopper's return settles it when the webhook is late; the webhook then changes nothing", async () => {
    const x = await stripeSubscription();
    const cookie = await signInCustomer(s, x.email);
    const page = pageRequests(s);
    const card = await page.text(await page.get(`/account/subscriptions/${x.number}/card`, cookie));
    expect(card).toContain("Continue to Stripe");
    expect(card).toContain("Nothing is charged now");
    const start = await page.post(`/account/subscriptions/${x.number}/card`, cookie, { intent: "stripe" });
    expect(start.status).toBe(302);
    const sessionId = start.headers.get("location")!.split("/").pop()!;
    const done = fake.completeSetupSession(sessionId, { brand: "visa", last4: "1881", exp_month: 11, exp_year: 2029 });

    const back = await page.get(`/account/subscriptions?card=${x.number}&setup=${sessionId}`, cookie);
    expect(back.status).toBe(200);
    const html = await page.text(back);
    expect(html).toContain("Card replaced. Later deliveries are charged to Visa ending 1881, expires 11/2029.");
    expect(await sub(x.id)).toMatchObject({ payment_method: done.paymentMethod, card_last4: "1881" });
    // Leaving Stripe's page without a card comes back to the card page, which says nothing changed.
    const left = await page.text(await page.get(`/account/subscriptions/${x.number}/card?cancelled=1`, cookie));
    expect(left).toContain("your card was not changed");

    const late = await postEvent(signedEvent("checkout.session.completed", done));
    expect(await late.json()).toMatchObject({ outcome: "no_change" });
    expect(await cardEvents(x.id)).toHaveLength(1);
  });

  it("another customer's subscription is not found, and their session changes nothing for them", async () => {
    const x = await stripeSubscription();
    const y = await stripeSubscription();
    await expect(replacer().start({ customerId: y.customerId }, x.number)).rejects.toMatchObject({
      code: "not_found",
    });
    const yCookie = await signInCustomer(s, y.email);
    const page = pageRequests(s);
    expect((await page.post(`/account/subscriptions/${x.number}/card`, yCookie, { intent: "stripe" })).status).toBe(
      404,
    );
    // y comes back with x's completed session in the address: x's card is not touched by y.
    const xSession = (await replacer().start({ customerId: x.customerId }, x.number)).split("/").pop()!;
    fake.completeSetupSession(xSession);
    expect(await replacer().settleFromReturn({ customerId: y.customerId }, xSession)).toBe("ignored");
    expect(await sub(x.id)).toMatchObject({ payment_method: x.stripe.paymentMethod });
    expect(await sub(y.id)).toMatchObject({ payment_method: y.stripe.paymentMethod });
  });
});
