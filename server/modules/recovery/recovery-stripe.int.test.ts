// Abandoned checkout recovery with Stripe (ADR 0023 "Stripe"): the cart drawer posts the
// e-mail and marketing tick with the checkout, which records them through the same recordContact
// and hands the e-mail to Stripe as customer_email. The reminders then work as for the test page:
// once per person, only with consent, never for a checkout paid on Stripe (webhook); a bad e-mail
// is a 400 that creates nothing; the Idempotency-Key counts the e-mail and tick as the body.
// Through the local Stripe stand-in with the real SDK. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { confirmationToken } from "../../../tests/support/consent";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInCustomerByApi } from "../../../tests/support/customer";
import { startFakeStripe } from "../../../tests/support/fake-stripe";
import { signedEvent } from "../../../tests/support/fake-stripe-events";
import { STAFF } from "../../../tests/support/staff";
import { createTestContext, openPort, type TestServer } from "../../../tests/support/test-server";
import { createApp } from "../../app";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const clock = { now: new Date("2026-05-01T00:00:00.000Z") };
beforeAll(async () => {
  stripe = await startFakeStripe();
  const { server, url, serve } = await openPort();
  const ctx = await createTestContext({
    clock: () => clock.now,
    env: { ...stripe.env, PUBLIC_URL: url, CHECKOUT_RATE_LIMIT: "0" },
  });
  serve(createApp(ctx));
  s = {
    url,
    ctx,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await ctx.dispose();
    },
  };
});
afterAll(async () => {
  await s.close();
  await stripe.close();
});

const ONE = { id: "one-and-done", quantity: 2, flavor: "Orange Crush" };
const MIN = 60_000;
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const reminders = (to: string) =>
  s.ctx.db
    .selectFrom("mail_outbox")
    .select(["subject", "headers"])
    .where("to", "=", to)
    .where("subject", "like", "%cart%")
    .orderBy("created_at")
    .execute();
const count = async (table: "orders" | "checkout_contacts" | "customers") =>
  Number(
    (
      await s.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const contactsOf = (email: string) =>
  s.ctx.db.selectFrom("checkout_contacts").select("consent").where("email", "=", email).execute();

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl, ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A Stripe checkout from the drawer with its contact step; answers Stripe's session request. A
 * guest's tick is confirmed from the e-mailed link, as the address owner would.
 */
async function checkout(email: string, consent: boolean, headers: Record<string, string> = {}) {
  const res = await post({ cart: [ONE], email, marketingConsent: consent }, headers);
  expect(res.status).toBe(200);
  const token = consent ? await confirmationToken(s.ctx.db, email.toLowerCase()) : null;
  if (token) await s.ctx.services.consent.confirm(token);
  return stripe.requests.at(-1)!;
}

/** Stripe tells the shop the session was paid. */
async function payOnStripe(sessionId: string, email: string) {
  const session = stripe.completeSession(sessionId);
  const ev = signedEvent("checkout.session.completed", {
    ...session,
    customer_details: { email, name: "Pat Buyer", address: null },
    collected_information: {
      shipping_details: {
        name: "Pat Buyer",
        address: { line1: "1 Main St", line2: null, city: "Perth", state: "WA", postal_code: "6000", country: "AU" },
      },
    },
  });
  const res = await fetch(`${s.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": ev.signature },
    body: ev.payload,
  });
  expect(res.status).toBe(200);
}

describe("a Stripe checkout with the drawer's contact step", () => {
  it("passes the e-mail to Stripe, records it with the owner's confirmed consent, and reminds once", async () => {
    const sent = await checkout("Stripe.Leaver@Example.com", true);
    expect(sent.form.get("customer_email")).toBe("Stripe.Leaver@Example.com");
    const email = "stripe.leaver@example.com";
    const contact = await s.ctx.db
      .selectFrom("checkout_contacts as c")
      .innerJoin("orders as o", "o.id", "c.order_id")
      .select(["c.email", "c.consent", "o.provider_session_id"])
      .where("c.email", "=", email)
      .execute();
    expect(contact).toEqual([{ email, consent: 1, provider_session_id: sent.id }]);
    expect(
      await s.ctx.db.selectFrom("marketing_consents").select(["given", "source"]).where("email", "=", email).execute(),
    ).toEqual([{ given: 1, source: "checkout-confirmed" }]);

    advance(61 * MIN);
    await s.ctx.services.recovery.sendDueReminders();
    await s.ctx.services.recovery.sendDueReminders();
    const first = await reminders(email);
    expect(first.map((m) => m.subject)).toEqual(["You left something in your cart - Rebound"]);
    expect(JSON.parse(first[0]!.headers!)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    advance(23 * 60 * MIN);
    await s.ctx.services.recovery.sendDueReminders();
    await s.ctx.services.recovery.sendDueReminders();
    expect((await reminders(email)).map((m) => m.subject)).toEqual(["You left something in your cart - Rebound"]);
  });

  it("reminds nobody who left the tick alone", async () => {
    const sent = await checkout("stripe-no-tick@example.com", false);
    expect(sent.form.get("customer_email")).toBe("stripe-no-tick@example.com");
    advance(61 * MIN);
    await s.ctx.services.recovery.sendDueReminders();
    advance(24 * 60 * MIN);
    await s.ctx.services.recovery.sendDueReminders();
    expect(await reminders("stripe-no-tick@example.com")).toEqual([]);
  });

  it("never reminds a checkout paid on Stripe", async () => {
    const sent = await checkout("stripe-payer@example.com", true);
    // Recorded with consent, so only the payment can stop the reminder.
    expect(await contactsOf("stripe-payer@example.com")).toEqual([{ consent: 1 }]);
    await payOnStripe(sent.id, "stripe-payer@example.com");
    advance(61 * MIN);
    await s.ctx.services.recovery.sendDueReminders();
    advance(24 * 60 * MIN);
    await s.ctx.services.recovery.sendDueReminders();
    expect(await reminders("stripe-payer@example.com")).toEqual([]);
  });

  it("counts a reminded Stripe checkout paid later as recovered on the Overview", async () => {
    const since = clock.now.toISOString();
    const before = await s.ctx.services.recovery.recovered(since);
    await checkout("stripe-returner@example.com", true);
    advance(61 * MIN);
    await s.ctx.services.recovery.sendDueReminders();
    expect(await reminders("stripe-returner@example.com")).toHaveLength(1);
    advance(2 * 60 * MIN);
    const again = await checkout("stripe-returner@example.com", true);
    await payOnStripe(again.id, "stripe-returner@example.com");
    const order = (await s.ctx.services.orders.findOrderBySession(again.id))!;
    expect(await s.ctx.services.recovery.recovered(since)).toEqual({
      checkouts: before.checkouts + 1,
      revenue: before.revenue + order.total,
    });
  });

  it("refuses a bad e-mail with 400 and creates nothing", async () => {
    const before = {
      orders: await count("orders"),
      contacts: await count("checkout_contacts"),
      customers: await count("customers"),
      sessions: stripe.requests.length,
    };
    for (const email of ["not-an-address", "", 42]) {
      const res = await post({ cart: [ONE], email, marketingConsent: true });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; details: Record<string, string> };
      expect(body.details.email).toMatch(/e-mail address/);
      expect(body.error).toBe(body.details.email);
    }
    const tickOnly = await post({ cart: [ONE], marketingConsent: true });
    expect(tickOnly.status).toBe(400);
    const notABoolean = await post({ cart: [ONE], email: "ok@example.com", marketingConsent: "yes" });
    expect(notABoolean.status).toBe(400);
    expect({
      orders: await count("orders"),
      contacts: await count("checkout_contacts"),
      customers: await count("customers"),
      sessions: stripe.requests.length,
    }).toEqual(before);
  });

  it("answers the same key and body with the same page, and refuses the key with another e-mail or tick", async () => {
    const key = `stripe-contact-${Date.now()}`;
    const body = { cart: [ONE], email: "stripe-key@example.com", marketingConsent: true };
    // As the storefront sends it: the key bound to this browser's Checkout-Client value.
    const browser = { "checkout-client": "cc-stripe-contact-0123456789" };
    const first = await post(body, { ...browser, "idempotency-key": key });
    expect(first.status).toBe(200);
    const sessions = stripe.requests.length;
    const again = await post(body, { ...browser, "idempotency-key": key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(stripe.requests.length).toBe(sessions);
    const otherEmail = await post(
      { ...body, email: "someone-else@example.com" },
      { ...browser, "idempotency-key": key },
    );
    expect(otherEmail.status).toBe(422);
    const otherTick = await post({ ...body, marketingConsent: false }, { ...browser, "idempotency-key": key });
    expect(otherTick.status).toBe(422);
    expect(
      await s.ctx.db
        .selectFrom("checkout_contacts")
        .select("email")
        .where("email", "=", "someone-else@example.com")
        .execute(),
    ).toEqual([]);
  });

  it("leaves the e-mail on the Customer when a subscription keeps the card, and still records the contact", async () => {
    await s.ctx.services.subscriptions.offers.saveOffer(
      "one-and-done",
      { enabled: true, frequencies: [4], discountPercent: 10 },
      STAFF,
    );
    const cookie = await signInCustomerByApi(s, "stripe-subscriber@example.com");
    const res = await post(
      {
        cart: [{ ...ONE, subscription: { frequencyWeeks: 4 } }],
        email: "stripe-subscriber@example.com",
        marketingConsent: true,
      },
      { cookie },
    );
    expect(res.status).toBe(200);
    const sent = stripe.requests.at(-1)!;
    expect(sent.form.get("customer_email")).toBeNull();
    expect(stripe.customers.at(-1)!.form.get("email")).toBe("stripe-subscriber@example.com");
    expect(
      await s.ctx.db
        .selectFrom("checkout_contacts")
        .select("consent")
        .where("email", "=", "stripe-subscriber@example.com")
        .execute(),
    ).toEqual([{ consent: 1 }]);
  });

  it("still passes a signed-in shopper's e-mail when the body has none (an API client without the step)", async () => {
    const cookie = await signInCustomerByApi(s, "stripe-account@example.com");
    const res = await post({ cart: [ONE] }, { cookie });
    expect(res.status).toBe(200);
    expect(stripe.requests.at(-1)!.form.get("customer_email")).toBe("stripe-account@example.com");
  });
});
