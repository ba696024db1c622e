// The ways to pay a Stripe Checkout session offers follow the owner's Settings: cards always
// (Apple Pay and Google Pay come with them), Afterpay when turned on and the total is within its
// limits, and never for a subscription, whose later deliveries are charged without the shopper.
// The real Stripe SDK against the fake Stripe; SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInCustomerByApi } from "../../../tests/support/customer";
import { startFakeStripe } from "../../../tests/support/fake-stripe";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  s = await startTestServer({ env: { ...stripe.env, CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(async () => {
  await s.close();
  await stripe.close();
});

async function methodsOf(cart: unknown[], cookie?: string): Promise<string[]> {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: s.ctx.config.publicUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ cart }),
  });
  expect(res.status).toBe(200);
  return [...stripe.requests.at(-1)!.form.entries()]
    .filter(([k]) => k.startsWith("allowed_payment_method_types["))
    .map(([, v]) => v);
}

const ONE = { id: "one-and-done", name: "Basic Recovery Pack", unitPrice: 1, quantity: 1, flavor: "Lemon Squash" };
// Four lines of five Triple Threat packs: $2,599.80, above Afterpay's $2,000.00.
const BIG = [
  "Lemon Squash, Lemon Squash, Lemon Squash",
  "Orange Crush, Orange Crush, Orange Crush",
  "Pineapple Punch, Pineapple Punch, Pineapple Punch",
  "Lemon Squash, Orange Crush, Pineapple Punch",
].map((flavor) => ({ id: "triple-threat", name: "Triple Threat", unitPrice: 1, quantity: 5, flavor }));

describe("a Stripe Checkout session's payment methods", () => {
  it("are cards only until the owner turns Afterpay on, then cards and Afterpay", async () => {
    expect(await methodsOf([ONE])).toEqual(["card"]);
    await s.ctx.services.settings.paymentMethods.save({ afterpay: true }, STAFF);
    expect(await methodsOf([ONE])).toEqual(["card", "afterpay_clearpay"]);
  });

  it("leave Afterpay out of a session whose total is above its limit", async () => {
    await s.ctx.services.settings.paymentMethods.save({ afterpay: true }, STAFF);
    expect(await methodsOf(BIG)).toEqual(["card"]);
    const order = (await s.ctx.services.orders.findOrderBySession(stripe.requests.at(-1)!.id))!;
    expect(order.total).toBeGreaterThan(200_000);
  });

  it("keep a subscription's first payment to cards, which later deliveries can be charged to", async () => {
    await s.ctx.services.settings.paymentMethods.save({ afterpay: true }, STAFF);
    await s.ctx.services.subscriptions.offers.saveOffer(
      "one-and-done",
      { enabled: true, frequencies: [4], discountPercent: 10 },
      STAFF,
    );
    const cookie = await signInCustomerByApi(s, "afterpay-sub@example.com");
    const methods = await methodsOf([{ ...ONE, subscription: { frequencyWeeks: 4, discountPercent: 10 } }], cookie);
    expect(methods).toEqual(["card"]);
  });
});
