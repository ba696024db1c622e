// Subscription lines at checkout are priced by the server with the offer's discount from
// the database, refused when not offered, and need a signed-in customer.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInCustomerByApi } from "../../../tests/support/customer";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { SUBSCRIPTION_ACCOUNT_MESSAGE } from "./checkout-subscription";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let cookie: string;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
  await s.ctx.services.subscriptions.offers.saveOffer(
    "one-and-done",
    { enabled: true, frequencies: [4, 8], discountPercent: 15 },
    STAFF,
  );
  cookie = await signInCustomerByApi(s, "sub@example.com");
});
afterAll(() => s.close());

const ONE = { id: "one-and-done", name: "Basic Recovery Pack", quantity: 2, flavor: "Lemon Squash" };
const checkout = (cart: unknown[], opts: { cookie?: string } = {}) =>
  fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: s.ctx.config.publicUrl,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: JSON.stringify({ cart }),
  });
const orderCount = async () =>
  Number(
    (
      await s.ctx.db
        .selectFrom("orders")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("checkout with Subscribe & save lines", () => {
  it("prices a subscription line with the database's discount, beside a one-time line of the same product", async () => {
    const res = await checkout(
      [
        { ...ONE, unitPrice: 1, subscription: { frequencyWeeks: 4, discountPercent: 50 } },
        { ...ONE, quantity: 1, unitPrice: 1 },
      ],
      { cookie },
    );
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { url: string }).url.split("/").pop()!;
    const order = (await s.ctx.services.orders.findOrderBySession(id))!;
    // 4999 less 15 % per tub = 4249 (750 off, rounded half up), twice; and one tub at full price.
    expect(order.lines.map((l) => [l.unitPrice, l.quantity, l.subscription ?? null])).toEqual([
      [4249, 2, { frequencyWeeks: 4, discountPercent: 15 }],
      [4999, 1, null],
    ]);
    expect(order.subtotal).toBe(2 * 4249 + 4999);
    expect(order.total).toBe(2 * 4249 + 4999);
  });

  it.each([
    [
      { ...ONE, subscription: { frequencyWeeks: 6 } },
      "Basic Recovery Pack is delivered every 4, 8 weeks; choose one of those",
    ],
    [
      { id: "dynamic-duo", quantity: 1, flavor: "Lemon Squash, Orange Crush", subscription: { frequencyWeeks: 4 } },
      "Dynamic Duo Recovery is not offered as a subscription",
    ],
    [
      { ...ONE, subscription: { frequencyWeeks: 0 } },
      "Basic Recovery Pack: Choose how often it is delivered (a whole number of weeks)",
    ],
  ])("refuses %j with its message and writes no order", async (line, message) => {
    const before = await orderCount();
    const res = await checkout([line], { cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it("refuses a subscription from a shopper who is not signed in, and writes no order", async () => {
    const before = await orderCount();
    const res = await checkout([{ ...ONE, subscription: { frequencyWeeks: 4 } }]);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: SUBSCRIPTION_ACCOUNT_MESSAGE, details: { account: "required" } });
    expect(await orderCount()).toBe(before);
    // A one-time cart still checks out as a guest.
    expect((await checkout([ONE])).status).toBe(200);
  });
});
