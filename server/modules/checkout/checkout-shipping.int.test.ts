// Checkout prices the chosen shipping option from the server's own settings: each zone and
// option, a price the client sends ignored, an option not offered refused, and the order keeps
// the option and zone (to New Zealand, no GST). SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(() => s.close());

const ONE_TUB = [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }];
const TWO_TUBS = [{ id: "one-and-done", quantity: 2, flavor: "Lemon Squash" }];

async function checkout(body: Record<string, unknown>) {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { url?: string; error?: string };
  return { status: res.status, json };
}
const orderOf = async (url: string) => (await s.ctx.services.orders.findOrderBySession(url.split("/").pop()!))!;

describe("checkout's shipping", () => {
  it("without a choice is Australia Standard, today's rule, and the order says so", async () => {
    const { status, json } = await checkout({ cart: ONE_TUB });
    expect(status).toBe(200);
    const order = await orderOf(json.url!);
    expect(order.shipping).toBe(995);
    expect(order.shippingChoice).toEqual({ zone: "AU", method: "standard" });
  });

  it("prices Express from the server's settings, ignoring a price the client sends", async () => {
    const { json } = await checkout({ cart: TWO_TUBS, shipping: { zone: "AU", method: "express", price: 0 } });
    const order = await orderOf(json.url!);
    expect(order.shipping).toBe(1495);
    expect(order.total).toBe(order.subtotal + 1495);
    expect(order.gst).toBeGreaterThan(0);
    expect(order.shippingChoice).toEqual({ zone: "AU", method: "express" });
  });

  it("refuses New Zealand while the shop does not ship there, and an option it does not offer", async () => {
    const before = await s.ctx.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    const nz = await checkout({ cart: ONE_TUB, shipping: { zone: "NZ", method: "standard" } });
    expect(nz.status).toBe(400);
    expect(nz.json.error).toBe("We do not ship to New Zealand at the moment");
    const odd = await checkout({ cart: ONE_TUB, shipping: { zone: "AU", method: "overnight" } });
    expect(odd.status).toBe(400);
    expect(odd.json.error).toBe("Choose Standard or Express shipping");
    const after = await s.ctx.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("to New Zealand, when on, prices each option and charges no GST (an export)", async () => {
    await s.ctx.services.settings.shipping.save(
      {
        nzEnabled: true,
        zones: {
          AU: { standard: { price: "", freeOver: "" }, express: { price: "14.95", freeOver: "" } },
          NZ: { standard: { price: "19.95", freeOver: "" }, express: { price: "34.95", freeOver: "90" } },
        },
      },
      STAFF,
    );
    const std = await orderOf(
      (await checkout({ cart: ONE_TUB, shipping: { zone: "NZ", method: "standard" } })).json.url!,
    );
    expect(std).toMatchObject({ shipping: 1995, gst: 0, shippingChoice: { zone: "NZ", method: "standard" } });
    const exp = await orderOf(
      (await checkout({ cart: ONE_TUB, shipping: { zone: "NZ", method: "express" } })).json.url!,
    );
    expect(exp).toMatchObject({ shipping: 3495, gst: 0, shippingChoice: { zone: "NZ", method: "express" } });
    // Two tubs pass Express's free-over amount of $90.
    const free = await orderOf(
      (await checkout({ cart: TWO_TUBS, shipping: { zone: "NZ", method: "express" } })).json.url!,
    );
    expect(free.subtotal).toBeGreaterThanOrEqual(9000);
    expect(free.shipping).toBe(0);
  });

  it("the drawer's quote refuses an option the shop does not offer", async () => {
    const res = await fetch(`${s.url}/api/cart/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cart: ONE_TUB, shipping: { zone: "AU", method: "overnight" }, promoCode: "ANY" }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Choose Standard or Express shipping");
  });
});
