// Paying a first order with subscription lines on the test page starts one subscription per
// frequency, in the payment's transaction, exactly once; the card is kept as a token.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { firstChargeOn } from "../../../../core/subscription-dates";
import { signInCustomerByApi } from "../../../../tests/support/customer";
import { STAFF } from "../../../../tests/support/staff";
import { GOOD_PAYMENT_FORM } from "../../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let cookie: string;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
  await s.ctx.services.subscriptions.offers.saveOffer(
    "one-and-done",
    { enabled: true, frequencies: [4, 8], discountPercent: 10 },
    STAFF,
  );
  cookie = await signInCustomerByApi(s, "subscriber@example.com");
});
afterAll(() => s.close());

const LEMON = { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" };
async function checkout(cart: unknown[]): Promise<string> {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl, cookie },
    body: JSON.stringify({ cart }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url.split("/").pop()!;
}
const pay = (sessionId: string) =>
  s.ctx.services.checkout.testPayments!.submitPayment(sessionId, {
    ...GOOD_PAYMENT_FORM,
    email: "subscriber@example.com",
  });

describe("subscriptions start when the first order is paid (test page)", () => {
  it("makes one per frequency, with the kept card token, the order's address and the next charge", async () => {
    const sessionId = await checkout([
      { ...LEMON, quantity: 2, subscription: { frequencyWeeks: 4 } },
      { ...LEMON, flavor: "Orange Crush", subscription: { frequencyWeeks: 8 } },
      { ...LEMON, flavor: "Orange Crush", subscription: { frequencyWeeks: 4 } },
      LEMON,
    ]);
    expect(await pay(sessionId)).toMatchObject({ ok: true });
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    const subs = await s.ctx.db.selectFrom("subscriptions").selectAll().orderBy("frequency_weeks").execute();
    expect(subs).toHaveLength(2);
    const zone = s.ctx.config.shopTimeZone;
    const customer = await s.ctx.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", "subscriber@example.com")
      .executeTakeFirstOrThrow();
    for (const [sub, weeks] of [
      [subs[0]!, 4],
      [subs[1]!, 8],
    ] as const) {
      expect(sub).toMatchObject({
        customer_id: customer.id,
        email: "subscriber@example.com",
        status: "active",
        frequency_weeks: weeks,
        discount_percent: 10,
        next_charge_on: firstChargeOn(order.paidAt!, weeks, zone),
        next_cycle: 1,
        provider: "test",
        provider_customer: null,
        card_brand: "Visa",
        card_last4: "4242",
        first_order_id: order.id,
        customer_name: "Sam Citizen",
      });
      expect(sub.number).toMatch(/^S\d{6}$/);
      expect(sub.payment_method).toMatch(/^pm_test_[0-9a-f]{24}$/);
      expect(JSON.parse(sub.shipping_address!)).toMatchObject({ line1: "1 George Street", postcode: "2000" });
    }
    expect(JSON.parse(subs[0]!.lines)).toEqual([
      { productId: "one-and-done", flavor: "Lemon Squash", quantity: 2 },
      { productId: "one-and-done", flavor: "Orange Crush", quantity: 1 },
    ]);
    expect(JSON.parse(subs[1]!.lines)).toEqual([{ productId: "one-and-done", flavor: "Orange Crush", quantity: 1 }]);
    const row = await s.ctx.db
      .selectFrom("orders")
      .select(["subscription_id", "renewal_cycle"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ subscription_id: subs[0]!.id, renewal_cycle: null });
    const events = await s.ctx.db.selectFrom("subscription_events").selectAll().execute();
    expect(events.map((e) => [e.subscription_id, e.type]).sort()).toEqual(
      [
        [subs[0]!.id, "created"],
        [subs[1]!.id, "created"],
      ].sort(),
    );
    const mail = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("subject", "like", `%${order.number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(`Subscription ${subs[0]!.number}: delivered every 4 weeks.`);
    expect(mail.text).toContain("It renews until you cancel.");
    expect(mail.text).toContain("/account/subscriptions");

    // Paying again (a second click, a replay) starts nothing more.
    expect(await pay(sessionId)).toMatchObject({ ok: true });
    expect(await s.ctx.db.selectFrom("subscriptions").select("id").execute()).toHaveLength(2);
  });

  it("keeps no card and starts nothing for a one-time order", async () => {
    const before = (await s.ctx.db.selectFrom("subscriptions").select("id").execute()).length;
    const sessionId = await checkout([LEMON]);
    expect(await pay(sessionId)).toMatchObject({ ok: true });
    expect(await s.ctx.db.selectFrom("subscriptions").select("id").execute()).toHaveLength(before);
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    const row = await s.ctx.db
      .selectFrom("orders")
      .select("subscription_id")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row.subscription_id).toBeNull();
  });
});
