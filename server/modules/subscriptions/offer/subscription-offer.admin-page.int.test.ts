// The product editor's Subscribe & save section saves through its route's action with the
// same service as the JSON API: the same messages, nothing changed on a refusal.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../../tests/support/admin";
import { pageAppOptions } from "../../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
});
afterAll(() => s.close());

const post = (offer: unknown) =>
  fetch(`${s.url}/admin/products/dynamic-duo.data`, {
    method: "POST",
    headers,
    body: JSON.stringify({ intent: "subscription-offer", offer }),
  });

describe("the editor's Subscribe & save section", () => {
  it("shows the offer on the product's page and saves it", async () => {
    const page = await fetch(`${s.url}/admin/products/dynamic-duo`, { headers });
    expect(await page.text()).toContain("Offer Subscribe &amp; save on this product");
    const res = await post({ enabled: true, frequencies: [2, 4], discountPercent: 20 });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Subscribe &amp; save saved".replace("&amp;", "&"));
    expect(await s.ctx.services.subscriptions.offers.getOffer("dynamic-duo")).toEqual({
      enabled: true,
      frequencies: [2, 4],
      discountPercent: 20,
    });
  });

  it("refuses a discount over 50 % with its message and keeps the offer", async () => {
    const res = await post({ enabled: true, frequencies: [4], discountPercent: 60 });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The discount is at most 50 %");
    expect((await s.ctx.services.subscriptions.offers.getOffer("dynamic-duo")).discountPercent).toBe(20);
  });
});

describe("the product's own Save with its Subscribe & save offer", () => {
  const product = async () => {
    const p = await s.ctx.services.products.getProduct("dynamic-duo");
    const { productToInput } = await import("../../../../core/product-form");
    return productToInput(p);
  };
  const save = async (body: unknown) =>
    fetch(`${s.url}/admin/products/dynamic-duo.data`, { method: "POST", headers, body: JSON.stringify(body) });

  it("checks both first: a bad offer keeps the product and the offer as they were", async () => {
    const before = await s.ctx.services.subscriptions.offers.getOffer("dynamic-duo");
    const input = await product();
    const res = await save({
      ...input,
      name: "Renamed Duo",
      subscriptionOffer: { enabled: true, frequencies: [4], discountPercent: 60 },
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain("The discount is at most 50 %");
    expect(text).toContain("subscriptionOffer.discountPercent");
    expect((await s.ctx.services.products.getProduct("dynamic-duo")).name).toBe(input.name);
    expect(await s.ctx.services.subscriptions.offers.getOffer("dynamic-duo")).toEqual(before);
  });

  it("saves the product and its offer together", async () => {
    const input = await product();
    const res = await save({
      ...input,
      subscriptionOffer: { enabled: true, frequencies: [3, 5], discountPercent: 15 },
    });
    expect(res.status).toBe(200);
    expect(await s.ctx.services.subscriptions.offers.getOffer("dynamic-duo")).toEqual({
      enabled: true,
      frequencies: [3, 5],
      discountPercent: 15,
    });
  });
});
