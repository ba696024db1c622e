// A checkout sent with an Idempotency-Key makes at most one order. The same key with the
// same cart answers the same payment page (a shopper whose first request was cut off gets their one
// order); with another cart it is refused with 422; a malformed key is refused; nothing is created.
// A key belongs to its caller: the signed-in customer, or the browser's Checkout-Client value, so
// two callers sending the same key never get each other's payment page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { IDEMPOTENCY_REUSED } from "./checkout-idempotency";
import { CHECKOUT_CLIENT_MESSAGE, IDEMPOTENCY_KEY_MESSAGE } from "./checkout.api";
import { IDEMPOTENCY_UNSCOPED } from "./checkout-idempotency";
import { signInCustomerByApi } from "../../../tests/support/customer";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(() => s.close());

const cart = (flavor: string, quantity = 1) => ({
  cart: [{ id: "one-and-done", quantity, flavor, name: "x", description: "x", images: [], unitPrice: 1 }],
});

/** This browser's value, as the storefront keeps it; `client: null` sends none. */
const BROWSER = "browser-0123456789abcdef0123456789abcdef";

function checkout(body: unknown, key?: string, opts: { client?: string | null; cookie?: string } = {}) {
  const client = opts.client === undefined ? BROWSER : opts.client;
  return fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key === undefined ? {} : { "idempotency-key": key }),
      ...(client === null ? {} : { "checkout-client": client }),
      // A signed-in browser's request carries the shop's Origin, as the storefront's does.
      ...(opts.cookie ? { cookie: opts.cookie, origin: s.url } : {}),
    },
    body: JSON.stringify(body),
  });
}

const urlOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
};

const keyRows = async () =>
  Number(
    (
      await s.ctx.db
        .selectFrom("checkout_keys")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

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
    expect(await keyRows()).toBe(0);
    const before = await orders();
    expect((await checkout(cart("Lemon Squash"), key)).status).toBe(200);
    expect(await orders()).toBe(before + 1);
  });
});

describe("an Idempotency-Key belongs to its caller", () => {
  it("gives two guests' browsers sending the same key and cart a payment page each", async () => {
    const key = `key-shared-${Date.now()}`;
    const before = await orders();
    const mine = await urlOf(await checkout(cart("Lemon Squash"), key, { client: "browser-aaaaaaaaaaaaaaaa" }));
    const theirs = await urlOf(await checkout(cart("Lemon Squash"), key, { client: "browser-bbbbbbbbbbbbbbbb" }));
    expect(theirs).not.toBe(mine);
    expect(await orders()).toBe(before + 2);
    // Each browser's own repeat still finds its own order.
    expect(await urlOf(await checkout(cart("Lemon Squash"), key, { client: "browser-aaaaaaaaaaaaaaaa" }))).toBe(mine);
    expect(await orders()).toBe(before + 2);
  });

  it("never answers a guest without a browser value the payment page of a key already used", async () => {
    const key = `key-bare-${Date.now()}`;
    const first = await urlOf(await checkout(cart("Orange Crush"), key, { client: null }));
    const before = await orders();
    const again = await checkout(cart("Orange Crush"), key, { client: null });
    expect(again.status).toBe(409);
    const body = JSON.stringify(await again.json());
    expect(body).toContain(IDEMPOTENCY_UNSCOPED);
    expect(body).not.toContain(first.split("/").pop()!);
    expect(await orders()).toBe(before);
    // A browser's value cannot reach the bare key's order either.
    expect(await urlOf(await checkout(cart("Orange Crush"), key))).not.toBe(first);
  });

  it("keeps the raw key out of the database", async () => {
    const key = `key-stored-${Date.now()}`;
    await urlOf(await checkout(cart("Lemon Squash"), key));
    const rows = await s.ctx.db.selectFrom("checkout_keys").select("key").execute();
    expect(rows.some((r) => r.key.includes(key))).toBe(false);
  });

  it("gives two signed-in customers sending the same key and cart a payment page each", async () => {
    const key = `key-customers-${Date.now()}`;
    const one = await signInCustomerByApi(s, "idem-one@example.com");
    const two = await signInCustomerByApi(s, "idem-two@example.com");
    const before = await orders();
    const a = await urlOf(await checkout(cart("Lemon Squash"), key, { cookie: one, client: BROWSER }));
    const b = await urlOf(await checkout(cart("Lemon Squash"), key, { cookie: two, client: BROWSER }));
    expect(b).not.toBe(a);
    expect(await orders()).toBe(before + 2);
    expect(await urlOf(await checkout(cart("Lemon Squash"), key, { cookie: one, client: null }))).toBe(a);
  });

  it("refuses a Checkout-Client value that is too short or has spaces, and creates nothing", async () => {
    const before = await orders();
    for (const client of ["short", "has spaces in it here", "x".repeat(256)]) {
      const res = await checkout(cart("Lemon Squash"), `key-bad-client-${Date.now()}`, { client });
      expect(res.status, client).toBe(400);
      expect(await res.json()).toMatchObject({ error: CHECKOUT_CLIENT_MESSAGE });
    }
    expect(await orders()).toBe(before);
  });
});
