// The Products screen's route actions (/admin/products/new, /admin/products/:id) save through the
// same service as the JSON API: the same checks, field messages back, the same size limit.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newProductDraft } from "../../../core/product";
import { productToInput } from "../../../core/product-form";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
});
afterAll(() => s.close());

const post = (path: string, body: unknown) =>
  fetch(`${s.url}${path}.data`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("the product form's actions", () => {
  it("create a product with a generated id from a new-product- draft", async () => {
    const res = await post("/admin/products/new", { ...newProductDraft("page-1"), name: "Page Action Pack" });
    expect(res.status).toBe(200);
    const all = await s.ctx.services.products.listAllProducts();
    const made = all.find((p) => p.name === "Page Action Pack");
    expect(made?.id).toMatch(/^page-action-pack-[0-9a-f]{6}$/);
  });

  it("answer a broken rule with 400 and the field's message, and save nothing", async () => {
    const before = (await s.ctx.services.products.listAllProducts()).length;
    const res = await post("/admin/products/new", { ...newProductDraft("page-2"), unitPrice: 12.5 });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("unitPrice");
    expect((await s.ctx.services.products.listAllProducts()).length).toBe(before);
  });

  it("put a taken id beside the ID field (409)", async () => {
    const res = await post("/admin/products/new", { ...newProductDraft("x"), id: "one-and-done" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("ID is already in use");
  });

  it("update the product the address names", async () => {
    const current = await s.ctx.services.products.getProduct("triple-threat");
    const res = await post("/admin/products/triple-threat", { ...productToInput(current), name: "Triple Renamed" });
    expect(res.status).toBe(200);
    expect((await s.ctx.services.products.getProduct("triple-threat")).name).toBe("Triple Renamed");
  });

  it("refuse a body over 256 KB with 413, as the JSON API does", async () => {
    const huge = JSON.stringify({ ...newProductDraft("big"), description: "x".repeat(300 * 1024) });
    const res = await post("/admin/products/new", huge);
    expect(res.status).toBe(413);
  });
});
