// An option priced by weight is charged on the server from the products' grams and the shop's
// packaging, to Australia and New Zealand alike; a price the client sends is ignored, and a cart
// with a product nobody has weighed pays the option's flat price. SQLite, and PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { productToInput } from "../../../core/product-form";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
  const byWeight = (bands: string[], perKg: string) => ({ price: "14.95", freeOver: "", rate: "weight", bands, perKg });
  await s.ctx.services.settings.shipping.save(
    {
      nzEnabled: true,
      packagingGrams: "150",
      zones: {
        AU: { standard: { price: "", freeOver: "" }, express: byWeight(["9", "12", "18", "25"], "4") },
        NZ: { standard: { price: "19.95", freeOver: "" }, express: byWeight(["20", "30", "45", "60"], "10") },
      },
    },
    STAFF,
  );
});
afterAll(() => s.close());

async function checkout(body: Record<string, unknown>) {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { url?: string; error?: string };
  expect(res.status, json.error).toBe(200);
  return (await s.ctx.services.orders.findOrderBySession(json.url!.split("/").pop()!))!;
}
const tubs = (quantity: number) => [{ id: "one-and-done", quantity, flavor: "Lemon Squash" }];
const express = (zone: string) => ({ zone, method: "express", price: 0, charge: 0 });

describe("checkout's shipping by weight", () => {
  it("charges Australia Express by the parcel's weight, whatever price the client sends", async () => {
    // Three 100 g tubs and 150 g of packaging: 450 g, the first band.
    expect((await checkout({ cart: tubs(3), shipping: express("AU") })).shipping).toBe(900);
    // Four: 550 g, up to 1 kg.
    expect((await checkout({ cart: tubs(4), shipping: express("AU") })).shipping).toBe(1200);
  });

  it("charges New Zealand Express by its own bands, and each extra kilogram over 5 kg", async () => {
    await s.ctx.services.products.updateProduct(
      "one-and-done",
      { ...productToInput(await s.ctx.services.products.getProduct("one-and-done")), weightGrams: 1200 },
      STAFF,
    );
    // 5 × 1.2 kg + 150 g = 6.15 kg: $60 up to 5 kg and two extra kilograms at $10.
    const order = await checkout({ cart: tubs(5), shipping: express("NZ") });
    expect(order).toMatchObject({ shipping: 8000, gst: 0, shippingChoice: { zone: "NZ", method: "express" } });
    expect(order.total).toBe(order.subtotal + 8000);
  });

  it("charges the flat price when a product in the cart has no weight", async () => {
    await s.ctx.db.updateTable("products").set({ weight_grams: null }).where("id", "=", "one-and-done").execute();
    await s.ctx.services.products.updateProduct(
      "dynamic-duo",
      { ...productToInput(await s.ctx.services.products.getProduct("dynamic-duo")) },
      STAFF,
    );
    expect((await checkout({ cart: tubs(1), shipping: express("AU") })).shipping).toBe(1495);
  });
});
