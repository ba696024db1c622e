// Issue 25: a checkout sent with an Idempotency-Key makes at most one order. The same key with the
// same cart answers the same payment page (a shopper whose first request was cut off gets their one
// order); with another cart it is refused with 422; a malformed key is refused; nothing is created.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { IDEMPOTENCY_REUSED } from "./checkout.service";
import { IDEMPOTENCY_KEY_MESSAGE } from "./checkout.api";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(() => s.close());

const cart = (flavor: string, quantity = 1) => ({
  cart: [{ id: "one-and-done", quantity, flavor, name: "x", description: "x", images: [], unitPrice: 1 }],
});

function checkout(body: unknown, key?: string) {
  return fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key === undefined ? {} : { "idempotency-key": key }) },
    body: JSON.stringify(body),
  });
}

const orders = async () =>
  Number(
    (
      await s.ctx.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /api/checkout with an Idempotency-Key", () => {
  it("answers a repeat with the same payment page and makes one order", async () => {
    const key = `key-repeat-${Date.now()}`;
    const before = await orders();
    const first = await checkout(cart("Lemon Squash", 2), key);
    expect(first.status).toBe(200);
    const { url } = (await first.json()) as { url: string };
    const again = await checkout(cart("Lemon Squash", 2), key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ url });
    expect(await orders()).toBe(before + 1);
  });

  it("makes one order for ten repeats sent at once", async () => {
    const key = `key-burst-${Date.now()}`;
    const before = await orders();
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(cart("Orange Crush"), key)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const urls = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { url: string }).url)));
    expect(urls.size).toBe(1);
    expect(await orders()).toBe(before + 1);
  });

  it("refuses the key with another cart, and creates nothing", async () => {
    const key = `key-other-${Date.now()}`;
    expect((await checkout(cart("Lemon Squash"), key)).status).toBe(200);
    const before = await orders();
    const other = await checkout(cart("Lemon Squash", 3), key);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: IDEMPOTENCY_REUSED });
    expect(await orders()).toBe(before);
  });

  it("refuses a key over 255 characters or with spaces, and creates nothing", async () => {
    const before = await orders();
    for (const key of ["k".repeat(256), "two words", ""]) {
      const res = await checkout(cart("Lemon Squash"), key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(await res.json()).toMatchObject({ error: IDEMPOTENCY_KEY_MESSAGE });
    }
    expect(await orders()).toBe(before);
    expect((await checkout(cart("Lemon Squash"), "k".repeat(255))).status).toBe(200);
  });

  it("without a key, makes an order each time as before", async () => {
    const before = await orders();
    await checkout(cart("Lemon Squash"));
    await checkout(cart("Lemon Squash"));
    expect(await orders()).toBe(before + 2);
  });

  it("forgets keys after a day, in the hourly sweep", async () => {
    const key = `key-old-${Date.now()}`;
    expect((await checkout(cart("Lemon Squash"), key)).status).toBe(200);
    const forgotten = await s.ctx.services.orders.forgetCheckoutKeys(new Date(Date.now() + 1000).toISOString());
    expect(forgotten).toBeGreaterThanOrEqual(1);
    expect(await s.ctx.services.orders.checkoutKey(key)).toBeUndefined();
  });
});
