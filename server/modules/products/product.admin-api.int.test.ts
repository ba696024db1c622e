import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MEDIA_URL_MESSAGE } from "../../../core/media";
import { newProductDraft, type Product } from "../../../core/product";
import { productToInput } from "../../../core/product-form";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { STAFF } from "../../../tests/support/staff";

vi.setConfig({ testTimeout: 20_000 });

let s: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
});
afterAll(() => s.close());

const api = (path: string, init: { method?: string; body?: unknown; raw?: string } = {}) =>
  fetch(`${s.url}/api/admin/products${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
const all = () => s.ctx.services.products.listAllProducts();
const publicIds = async () =>
  ((await (await fetch(`${s.url}/api/products`)).json()) as { products: Product[] }).products.map((p) => p.id);

describe("admin product API", () => {
  it("lists every product, drafts included", async () => {
    await s.ctx.services.products.updateProduct(
      "triple-threat",
      {
        ...productToInput(await s.ctx.services.products.getProduct("triple-threat")),
        status: "draft",
      },
      STAFF,
    );
    const res = await api("");
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: Product[] };
    expect(products.map((p) => [p.id, p.status])).toContainEqual(["triple-threat", "draft"]);
    expect(await publicIds()).not.toContain("triple-threat");
  });

  it("creates a product from a new-product- draft with a generated id", async () => {
    const res = await api("", { method: "POST", body: { ...newProductDraft("abc"), name: "Berry Blast Pack" } });
    expect(res.status).toBe(201);
    const { product } = (await res.json()) as { product: Product };
    expect(product.id).toMatch(/^berry-blast-pack-[0-9a-f]{6}$/);
    expect(await publicIds()).toContain(product.id);
  });

  it("stores a description's <script> sanitized", async () => {
    const res = await api("", {
      method: "POST",
      body: {
        ...newProductDraft("x"),
        id: "safe-pack",
        description: '<p>Hi<script>alert(1)</script><img src=x onerror="y()"></p>',
      },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { product: Product }).product.description).toBe("<p>Hi</p>");
  });

  it("refuses an image address that is not https or a file of the shop, and stores nothing", async () => {
    const before = (await all()).length;
    for (const bad of [
      "javascript:alert(1)",
      "http://evil.example/x.png",
      "//evil.example/x.png",
      "data:image/png;base64,AA",
      "/media/../../etc/passwd",
    ]) {
      const res = await api("", { method: "POST", body: { ...newProductDraft("x"), id: "bad-image", images: [bad] } });
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as { details: Record<string, string> };
      expect(body.details["images.0"], bad).toBe(MEDIA_URL_MESSAGE);
    }
    expect((await all()).length).toBe(before);
    const ok = await api("", {
      method: "POST",
      body: {
        ...newProductDraft("x"),
        id: "good-image",
        images: ["/media/abc123.webp", "https://cdn.example.com/t.png"],
      },
    });
    expect(ok.status).toBe(201);
  });

  it("updates a product, keeping createdAt, and a draft leaves the storefront", async () => {
    const before = await s.ctx.services.products.getProduct("safe-pack");
    const res = await api("/safe-pack", {
      method: "PUT",
      body: { ...productToInput(before), name: "Safe Pack", status: "draft" },
    });
    expect(res.status).toBe(200);
    const { product } = (await res.json()) as { product: Product };
    expect(product).toMatchObject({ name: "Safe Pack", status: "draft", createdAt: before.createdAt });
    expect(await publicIds()).not.toContain("safe-pack");
  });

  it("keeps a weight in grams and answers it with the words older clients read", async () => {
    const res = await api("/one-and-done", {
      method: "PUT",
      body: { ...productToInput(await s.ctx.services.products.getProduct("one-and-done")), weightGrams: 1200 },
    });
    expect(res.status).toBe(200);
    const one = (await (await fetch(`${s.url}/api/products/one-and-done`)).json()) as Product;
    expect(one.weightGrams).toBe(1200);
    expect(one.metadata.weight).toBe("1.2 kg");
  });

  it("saves a new order; unknown ids are skipped", async () => {
    const res = await api("/reorder", { method: "POST", body: { ids: ["dynamic-duo", "ghost", "one-and-done"] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ordered: ["dynamic-duo", "one-and-done"], skipped: ["ghost"] });
    expect((await publicIds()).slice(0, 2)).toEqual(["dynamic-duo", "one-and-done"]);
  });

  it("migrates the sample products once", async () => {
    const first = await api("/migrate", { method: "POST" });
    expect(first.status).toBe(200);
    const { added } = (await first.json()) as { added: string[] };
    expect(added.length).toBeGreaterThan(0);
    expect(await (await api("/migrate", { method: "POST" })).json()).toEqual({ added: [] });
  });

  it("deletes a product", async () => {
    const res = await api("/safe-pack", { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await all()).map((p) => p.id)).not.toContain("safe-pack");
  });
});

describe("bad input: a clear 4xx and nothing changed", () => {
  const draft = () => ({ ...newProductDraft("bad"), id: "bad-pack" });
  const existing = async () => productToInput(await s.ctx.services.products.getProduct("one-and-done"));
  const cases: [
    string,
    () => Promise<{ path: string; method: string; body?: unknown; raw?: string }>,
    number,
    RegExp?,
  ][] = [
    [
      "negative price",
      async () => ({ path: "", method: "POST", body: { ...draft(), unitPrice: -1 } }),
      400,
      /cannot be negative/,
    ],
    [
      "fractional price",
      async () => ({ path: "", method: "POST", body: { ...draft(), unitPrice: 49.5 } }),
      400,
      /whole number/,
    ],
    ["price as text", async () => ({ path: "", method: "POST", body: { ...draft(), unitPrice: "4999" } }), 400],
    ["unknown status", async () => ({ path: "", method: "POST", body: { ...draft(), status: "deleted" } }), 400],
    [
      "unknown tier",
      async () => ({ path: "", method: "POST", body: { ...draft(), metadata: { ...draft().metadata, tier: "Gold" } } }),
      400,
    ],
    [
      "missing name",
      async () => ({ path: "", method: "POST", body: { ...draft(), name: " " } }),
      400,
      /Invalid product/,
    ],
    [
      "a 1 MB description",
      async () => ({ path: "", method: "POST", body: { ...draft(), description: "x".repeat(1024 * 1024) } }),
      413,
    ],
    [
      "a 30 000-character description",
      async () => ({ path: "", method: "POST", body: { ...draft(), description: "x".repeat(30_000) } }),
      400,
    ],
    [
      "a description that is only script",
      async () => ({ path: "", method: "POST", body: { ...draft(), description: "<script>x()</script>" } }),
      400,
    ],
    [
      "a duplicate id",
      async () => ({ path: "", method: "POST", body: { ...draft(), id: "one-and-done" } }),
      409,
      /already exists/,
    ],
    [
      "an unknown id (update)",
      async () => ({ path: "/no-such-pack", method: "PUT", body: draft() }),
      404,
      /Product with ID no-such-pack not found/,
    ],
    ["an unknown id (delete)", async () => ({ path: "/no-such-pack", method: "DELETE" }), 404, /not found/],
    ["a malformed id", async () => ({ path: "/Bad%20Id", method: "DELETE" }), 400, /Malformed product id/],
    [
      "changing the id",
      async () => ({ path: "/one-and-done", method: "PUT", body: { ...(await existing()), id: "renamed" } }),
      400,
      /ID cannot be changed for existing products/,
    ],
    [
      "a negative price on update",
      async () => ({ path: "/one-and-done", method: "PUT", body: { ...(await existing()), unitPrice: -5 } }),
      400,
    ],
    ...([0, -100, 30_001, 99.5, "100g", null] as const).map((weightGrams): (typeof cases)[number] => [
      `a weight of ${JSON.stringify(weightGrams)} grams`,
      async () => ({ path: "/one-and-done", method: "PUT", body: { ...(await existing()), weightGrams } }),
      400,
      /Weight must be a whole number of grams from 1 to 30,000/,
    ]),
    [
      "a new product without a weight",
      async () => ({ path: "", method: "POST", body: { ...draft(), weightGrams: undefined } }),
      400,
      /Weight must be a whole number of grams from 1 to 30,000/,
    ],
    ["not JSON", async () => ({ path: "", method: "POST", raw: "{nope" }), 400, /must be JSON/],
    [
      "a reorder that is not a list",
      async () => ({ path: "/reorder", method: "POST", body: { ids: "one-and-done" } }),
      400,
    ],
  ];

  it.each(cases)("%s", async (_name, make, status, message) => {
    const before = await all();
    const req = await make();
    const res = await api(req.path, req);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string; details?: Record<string, string> };
    expect(body.error).toEqual(expect.any(String));
    if (message) expect(JSON.stringify(body)).toMatch(message);
    expect(await all()).toEqual(before);
  });
});
