import { connect } from "node:net";
import { sql, type RawBuilder } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
beforeAll(async () => {
  // This file sends far more checkouts than one address may (checkout-rate-limit.int.test.ts).
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(() => s.close());

/** A staff change to the catalogue, as the products service makes it: the write, then the bus's news
 * (checkout prices from the in-memory catalogue, which the news drops). */
const changeProducts = async (query: RawBuilder<unknown>) => {
  await query.execute(s.ctx.db);
  s.ctx.events.publish({ type: "products.changed" });
};

const ONE = {
  id: "one-and-done",
  name: "Basic Recovery Pack",
  description: "x",
  images: [],
  unitPrice: 4999,
  quantity: 1,
  flavor: "Lemon Squash",
  freeShipping: false,
};
const DUO = {
  ...ONE,
  id: "dynamic-duo",
  name: "Dynamic Duo Recovery",
  unitPrice: 8999,
  flavor: "Lemon Squash, Orange Crush",
};
const TRIPLE = {
  ...ONE,
  id: "triple-threat",
  name: "Triple Threat Recovery",
  unitPrice: 12999,
  flavor: "Lemon Squash, Orange Crush, Pineapple Punch",
};

function post(body: unknown, path = "/api/checkout") {
  return fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function countOrders(): Promise<number> {
  const r = await s.ctx.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function orderForUrl(url: string) {
  const sessionId = url.split("/").pop()!;
  const order = await s.ctx.services.orders.findOrderBySession(sessionId);
  expect(order).not.toBeNull();
  return order!;
}

describe("POST /api/checkout", () => {
  it("prices the cart from the database, records a pending order and answers the payment page's url", async () => {
    const res = await post({ cart: [ONE, DUO] });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/pay\/cs_test_[0-9a-f]{32}$/);
    const order = await orderForUrl(url);
    expect(order).toMatchObject({
      status: "pending",
      number: expect.stringMatching(/^RR-[2-9A-HJ-NP-Z]{6}$/),
      subtotal: 4999 + 8999,
      shipping: 0,
      total: 13998,
      gst: Math.round(13998 / 11),
      email: null,
    });
    expect(order.lines).toEqual([
      {
        productId: "one-and-done",
        name: "Basic Recovery Pack",
        flavor: "Lemon Squash",
        unitPrice: 4999,
        quantity: 1,
        lineTotal: 4999,
      },
      {
        productId: "dynamic-duo",
        name: "Dynamic Duo Recovery",
        flavor: "Lemon Squash, Orange Crush",
        unitPrice: 8999,
        quantity: 1,
        lineTotal: 8999,
      },
    ]);
    const detail = await s.ctx.services.orders.getOrderDetail(order.id);
    expect(detail.events.map((e) => e.type)).toEqual(["created", "payment_session"]);
  });

  it("charges the database price whatever the browser sends (price tampering)", async () => {
    const res = await post({ cart: [{ ...ONE, unitPrice: 1, name: "Free stuff", freeShipping: true }] });
    expect(res.status).toBe(200);
    const order = await orderForUrl(((await res.json()) as { url: string }).url);
    expect(order.lines[0]).toMatchObject({ name: "Basic Recovery Pack", unitPrice: 4999 });
    // A single tub of quantity 1 pays the product's shipping cost: the client's freeShipping flag is ignored.
    expect(order).toMatchObject({ subtotal: 4999, shipping: 995, total: 5994, gst: 545 });
  });

  it("follows the shipping rule with the database's shipping cost and flags", async () => {
    await changeProducts(sql`update products set shipping_cost = 1200 where id = 'one-and-done'`);
    const single = await orderForUrl(((await (await post({ cart: [ONE] })).json()) as { url: string }).url);
    expect(single.shipping).toBe(1200);
    const two = await orderForUrl(
      ((await (await post({ cart: [{ ...ONE, quantity: 2 }] })).json()) as { url: string }).url,
    );
    expect(two).toMatchObject({ shipping: 0, total: 9998 });
    const triple = await orderForUrl(((await (await post({ cart: [TRIPLE] })).json()) as { url: string }).url);
    expect(triple).toMatchObject({ shipping: 0, total: 12999 });
    await changeProducts(sql`update products set shipping_cost = 995 where id = 'one-and-done'`);
  });

  it("accepts flavours in any letter case and records the product's spelling", async () => {
    const res = await post({ cart: [{ ...DUO, flavor: "lemon squash,PINEAPPLE PUNCH" }] });
    const order = await orderForUrl(((await res.json()) as { url: string }).url);
    expect(order.lines[0]!.flavor).toBe("Lemon Squash, Pineapple Punch");
  });

  it("answers on the spec's serverless path too", async () => {
    const res = await post({ cart: [ONE] }, "/.netlify/functions/create-checkout");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/^\/pay\/cs_test_/);
    const bad = await post({ cart: [] }, "/.netlify/functions/create-checkout");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/application\/json/);
    expect(await bad.json()).toEqual({ error: "Your cart is empty", details: { cart: "Your cart is empty" } });
  });
});

describe("POST /api/checkout refuses, with 400 and {error, details}, and records nothing", () => {
  let before: number;
  beforeEach(async () => {
    before = await countOrders();
  });

  const refusals: [string, unknown, RegExp | string][] = [
    ["an empty cart", { cart: [] }, "Your cart is empty"],
    [
      "an unknown product, by name",
      { cart: [{ ...ONE, id: "no-such-pack", name: "Mystery Pack" }] },
      "Mystery Pack is no longer available",
    ],
    [
      "an unknown product without a name, by id",
      { cart: [{ id: "no-such-pack", quantity: 1, flavor: "Lemon Squash" }] },
      "no-such-pack is no longer available",
    ],
    [
      "quantity 0",
      { cart: [{ ...ONE, quantity: 0 }] },
      "Basic Recovery Pack: Quantity must be a whole number from 1 to 5",
    ],
    ["quantity 6", { cart: [{ ...ONE, quantity: 6 }] }, /Quantity must be a whole number from 1 to 5/],
    ["quantity 1.5", { cart: [{ ...ONE, quantity: 1.5 }] }, /Quantity must be a whole number from 1 to 5/],
    ["quantity as text", { cart: [{ ...ONE, quantity: "2" }] }, /Quantity must be a whole number from 1 to 5/],
    [
      "too few flavours for a pack",
      { cart: [{ ...DUO, flavor: "Lemon Squash" }] },
      "Dynamic Duo Recovery: choose exactly 2 flavours (got 1)",
    ],
    [
      "too many flavours for a pack",
      { cart: [{ ...TRIPLE, flavor: "Lemon Squash, Orange Crush, Pineapple Punch, Lemon Squash" }] },
      "Triple Threat Recovery: choose exactly 3 flavours (got 4)",
    ],
    [
      "two flavours for a single tub",
      { cart: [{ ...ONE, flavor: "Lemon Squash, Orange Crush" }] },
      "Basic Recovery Pack: choose one flavour",
    ],
    [
      "a flavour not offered",
      { cart: [{ ...ONE, flavor: "Original" }] },
      "Basic Recovery Pack is not available in Original",
    ],
    [
      "a pack flavour not offered",
      { cart: [{ ...DUO, flavor: "Lemon Squash, Bacon" }] },
      "Dynamic Duo Recovery is not available in Bacon",
    ],
    ["too many lines", { cart: Array.from({ length: 21 }, () => ONE) }, "Your cart has too many lines (at most 20)"],
    ["a body without cart", { items: [ONE] }, "The checkout request is malformed"],
    ["a cart that is not a list", { cart: "lots" }, "The checkout request is malformed"],
    [
      "a line that is not an object",
      { cart: ["one-and-done"] },
      "Cart line 1: A cart line must be an object {id, quantity, flavor, …}",
    ],
    ["a line without id", { cart: [{ ...ONE, id: undefined }] }, "Basic Recovery Pack: Product id is required"],
    ["a malformed id", { cart: [{ ...ONE, id: "../etc/passwd", name: "" }] }, /Product id is malformed/],
    ["text that is not JSON", "{cart: nope", "The checkout request is malformed"],
    ["no body at all", "", "The checkout request is malformed"],
  ];

  it.each(refusals)("%s", async (_label, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; details: unknown };
    if (typeof message === "string") expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
    expect(json.details).toBeTypeOf("object");
    expect(await countOrders()).toBe(before);
  });

  it("names each bad line in details", async () => {
    const res = await post({ cart: [ONE, { ...DUO, quantity: 9 }, { ...TRIPLE, flavor: "" }] });
    expect(res.status).toBe(400);
    const { details } = (await res.json()) as { details: Record<string, string> };
    expect(details).toEqual({ "cart.1.quantity": "Quantity must be a whole number from 1 to 5" });
  });

  it("refuses a product set to draft between cart and checkout, by name", async () => {
    await changeProducts(sql`update products set status = 'draft' where id = 'dynamic-duo'`);
    try {
      const res = await post({ cart: [ONE, DUO] });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Dynamic Duo Recovery is no longer available",
        details: { "cart.1.id": "Dynamic Duo Recovery is no longer available" },
      });
      expect(await countOrders()).toBe(before);
    } finally {
      await changeProducts(sql`update products set status = 'active' where id = 'dynamic-duo'`);
    }
  });

  it("refuses an archived product", async () => {
    await changeProducts(sql`update products set status = 'archived' where id = 'triple-threat'`);
    try {
      const res = await post({ cart: [TRIPLE] });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Triple Threat Recovery is no longer available");
    } finally {
      await changeProducts(sql`update products set status = 'active' where id = 'triple-threat'`);
    }
  });

  it("refuses a body over 64 KB with 413", async () => {
    const res = await post({ cart: [{ ...ONE, description: "x".repeat(70_000) }] });
    expect(res.status).toBe(413);
    expect(await countOrders()).toBe(before);
  });

  it("closes the connection after a 413, so no next request on it goes unanswered", async () => {
    const { port } = new URL(s.url);
    const body = JSON.stringify({ cart: [{ ...ONE, description: "x".repeat(70_000) }] });
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST /api/checkout HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body);
      });
      let got = "";
      socket.on("data", (d) => (got += String(d)));
      socket.on("close", () => resolve(got));
      socket.on("error", reject);
      socket.setTimeout(5000, () => socket.destroy(new Error("the server kept the connection open")));
    });
    expect(head).toMatch(/^HTTP\/1\.1 413/);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
  });
});
