// Subscribe & save end to end on the built-in test provider: the card kept at sign-up is the card the
// renewal job charges, and the renewal is an ordinary paid order marked as the subscription's.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chargeMoment } from "../../../core/subscription-dates";
import { signInCustomerByApi } from "../../../tests/support/customer";
import { STAFF } from "../../../tests/support/staff";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

const clock = { now: new Date() };
let s: TestServer;
let cookie: string;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" }, clock: () => clock.now });
  await s.ctx.services.subscriptions.offers.saveOffer(
    "one-and-done",
    { enabled: true, frequencies: [4], discountPercent: 10 },
    STAFF,
  );
  cookie = await signInCustomerByApi(s, "lifecycle@example.com");
});
afterAll(() => s.close());

async function subscribeAndPay(cardNumber: string) {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl, cookie },
    body: JSON.stringify({
      cart: [{ id: "one-and-done", quantity: 2, flavor: "Lemon Squash", subscription: { frequencyWeeks: 4 } }],
    }),
  });
  expect(res.status).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  const paid = await s.ctx.services.checkout.testPayments!.submitPayment(sessionId, {
    ...GOOD_PAYMENT_FORM,
    cardNumber,
    email: "lifecycle@example.com",
  });
  expect(paid).toMatchObject({ ok: true });
  return (await s.ctx.services.orders.findOrderBySession(sessionId))!;
}

describe("a subscription from sign-up to its first renewal", () => {
  it("charges the card kept at sign-up, once, into a paid renewal order", async () => {
    const first = await subscribeAndPay("4242 4242 4242 4242");
    const sub = await s.ctx.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("first_order_id", "=", first.id)
      .executeTakeFirstOrThrow();
    clock.now = new Date(chargeMoment(sub.next_charge_on!, s.ctx.config.shopTimeZone).getTime() + 60_000);
    const report = await s.ctx.services.subscriptions.renewals.runDue();
    expect(report).toMatchObject({ claimed: 1, paid: 1 });
    expect(await s.ctx.services.subscriptions.renewals.runDue()).toMatchObject({ claimed: 0, paid: 0 });

    const renewal = await s.ctx.db
      .selectFrom("orders")
      .selectAll()
      .where("subscription_id", "=", sub.id)
      .where("renewal_cycle", "=", 1)
      .executeTakeFirstOrThrow();
    expect(renewal.status).toBe("paid");
    // Priced today with the subscription's 10 % (two tubs), as the first order was.
    expect(renewal.subtotal).toBe(first.subtotal);
    const after = await s.ctx.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: "active", next_cycle: 2 });
    expect(after.next_charge_on! > sub.next_charge_on!).toBe(true);
  });
});
