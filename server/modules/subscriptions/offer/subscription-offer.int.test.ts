// Staff switch Subscribe & save on per product; the storefront's product data carries it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Product } from "../../../../core/product";
import { signInAdmin } from "../../../../tests/support/admin";
import { auditEntries } from "../../../../tests/support/audit";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

vi.setConfig({ testTimeout: 20_000 });

let s: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
});
afterAll(() => s.close());

const put = (id: string, body: unknown) =>
  fetch(`${s.url}/api/admin/products/${id}/subscription-offer`, { method: "PUT", headers, body: JSON.stringify(body) });
const get = (id: string) => fetch(`${s.url}/api/admin/products/${id}/subscription-offer`, { headers });
const publicProduct = async (id: string) => (await (await fetch(`${s.url}/api/products/${id}`)).json()) as Product;
const publicList = async () =>
  ((await (await fetch(`${s.url}/api/products`)).json()) as { products: Product[] }).products;

describe("Subscribe & save offer per product", () => {
  it("is off by default, with every 4, 6 and 8 weeks and 10 % ready", async () => {
    const res = await get("triple-threat");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ offer: { enabled: false, frequencies: [4, 6, 8], discountPercent: 10 } });
    expect((await publicProduct("triple-threat")).subscription).toBeUndefined();
  });

  it("switched on, is saved, audited and in the storefront's product data", async () => {
    const res = await put("triple-threat", { enabled: true, frequencies: [8, 4, 4], discountPercent: 15 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ offer: { enabled: true, frequencies: [4, 8], discountPercent: 15 } });
    expect((await (await get("triple-threat")).json()) as unknown).toEqual({
      offer: { enabled: true, frequencies: [4, 8], discountPercent: 15 },
    });
    expect((await publicProduct("triple-threat")).subscription).toEqual({ frequencies: [4, 8], discountPercent: 15 });
    expect((await publicList()).find((p) => p.id === "triple-threat")?.subscription).toEqual({
      frequencies: [4, 8],
      discountPercent: 15,
    });
    const [entry] = await auditEntries(s.ctx, "product.subscription_offer");
    expect(entry).toMatchObject({ entityType: "product", entityId: "triple-threat" });
    // In words, with the product's name: never "on for triple-threat".
    expect(entry!.summary).toBe("Subscribe & save turned on for Triple Threat Recovery");
  });

  it.each([
    [{ enabled: true, frequencies: [4], discountPercent: 51 }, "The discount is at most 50 %"],
    [{ enabled: true, frequencies: [4, 27], discountPercent: 10 }, "A frequency is 1 to 26 weeks"],
    [{ enabled: true, frequencies: [0], discountPercent: 10 }, "A frequency is 1 to 26 weeks"],
    [{ enabled: true, frequencies: [], discountPercent: 10 }, "Choose at least one frequency"],
  ])("refuses %j with its message and changes nothing", async (body, message) => {
    const before = await (await get("triple-threat")).json();
    const audits = (await auditEntries(s.ctx, "product.subscription_offer")).length;
    const res = await put("triple-threat", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect(await (await get("triple-threat")).json()).toEqual(before);
    expect((await auditEntries(s.ctx, "product.subscription_offer")).length).toBe(audits);
  });

  it("answers 404 for an unknown product", async () => {
    const res = await put("no-such-product", { enabled: true, frequencies: [4], discountPercent: 10 });
    expect(res.status).toBe(404);
  });

  it("switched off, leaves the storefront's data", async () => {
    const res = await put("triple-threat", { enabled: false, frequencies: [4, 8], discountPercent: 15 });
    expect(res.status).toBe(200);
    expect((await publicProduct("triple-threat")).subscription).toBeUndefined();
  });
});
