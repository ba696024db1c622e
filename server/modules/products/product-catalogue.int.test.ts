// The in-memory catalogue behind GET /api/products: the same bytes as the database says, ETags
// and encodings, and dropped by every kind of change, here or on another instance.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { productToInput } from "../../../core/product-form";
import { signInAdmin } from "../../../tests/support/admin";
import { createTestContext, startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createProductCatalogue } from "./product-catalogue";
import { STAFF } from "../../../tests/support/staff";

let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  admin = { ...(await signInAdmin(s)), "content-type": "application/json" };
});
afterAll(() => s.close());

type List = { products: { id: string; name: string; unitPrice: number }[] };
const list = async () => (await (await fetch(`${s.url}/api/products`)).json()) as List;
const names = async () => (await list()).products.map((p) => p.name);
const adminApi = (path: string, method: string, body?: unknown) =>
  fetch(`${s.url}/api/admin/products${path}`, { method, headers: admin, body: JSON.stringify(body) });

describe("GET /api/products from the catalogue", () => {
  it("answers the database's active products, with a strong ETag, 304 and gzip/brotli", async () => {
    const fromDb = await s.ctx.services.products.listActiveProducts();
    const res = await fetch(`${s.url}/api/products`, { headers: { "accept-encoding": "identity" } });
    expect(await res.json()).toEqual({ products: JSON.parse(JSON.stringify(fromDb)) });
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await fetch(`${s.url}/api/products`, { headers: { "if-none-match": etag } })).status).toBe(304);
    const gz = await fetch(`${s.url}/api/products`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
    const br = await fetch(`${s.url}/api/products`, { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    // fetch decodes both: the same document either way.
    expect(await gz.json()).toEqual(await br.json());
  });

  it("is dropped by an admin edit, a status change, a reorder, a new product and a delete", async () => {
    const duo = await s.ctx.services.products.getProduct("dynamic-duo");
    expect(await names()).toContain("Dynamic Duo Recovery");

    const renamed = await adminApi("/dynamic-duo", "PUT", { ...productToInput(duo), name: "Duo (renamed)" });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(await names()).toContain("Duo (renamed)");

    expect((await adminApi("/dynamic-duo", "PUT", { ...productToInput(duo), status: "draft" })).status).toBe(200);
    expect(await names()).not.toContain("Dynamic Duo Recovery");
    expect((await fetch(`${s.url}/api/products/dynamic-duo`)).status).toBe(404);

    expect((await adminApi("/dynamic-duo", "PUT", { ...productToInput(duo), status: "active" })).status).toBe(200);
    const ids = (await list()).products.map((p) => p.id);
    expect((await adminApi("/reorder", "POST", { ids: [...ids].reverse() })).status).toBe(200);
    expect((await list()).products.map((p) => p.id)).toEqual([...ids].reverse());

    const created = await adminApi("", "POST", { ...productToInput(duo), id: "new-pack", name: "New Pack" });
    expect(created.status).toBe(201);
    expect(await names()).toContain("New Pack");
    expect((await adminApi("/new-pack", "DELETE")).status).toBe(204);
    expect(await names()).not.toContain("New Pack");
  });

  it("keeps no failed build: the next request after an outage tries again", async () => {
    let fail = true;
    const events = { subscribe: () => () => {}, publish: () => {} };
    const cat = createProductCatalogue({
      events,
      products: {
        listActiveProducts: async () => {
          if (fail) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
          return [];
        },
      },
    });
    await expect(cat.snapshot()).rejects.toThrow("ECONNREFUSED");
    fail = false;
    expect((await cat.snapshot()).products).toEqual([]);
  });

  it("expires after its life even without an event (a change made by hand in SQL)", async () => {
    let now = 0;
    let calls = 0;
    const cat = createProductCatalogue({
      events: { subscribe: () => () => {}, publish: () => {} },
      products: { listActiveProducts: async () => (calls++, []) },
      maxAgeMs: 1000,
      clock: () => now,
    });
    await cat.snapshot();
    await cat.snapshot();
    expect(calls).toBe(1);
    now = 1000;
    await cat.snapshot();
    expect(calls).toBe(2);
  });
});

describe.runIf(inject("dialect") === "postgres")("on PostgreSQL, a change on another instance", () => {
  it("drops this instance's catalogue", async () => {
    expect(await names()).toContain("Basic Recovery Pack");
    // A second instance: its own context (pool, event bus) on the same database.
    const other = await createTestContext({
      env: { DATABASE_URL: s.ctx.config.database.dialect === "postgres" ? s.ctx.config.database.url : "" },
    });
    try {
      const one = await other.services.products.getProduct("one-and-done");
      await other.services.products.updateProduct(
        "one-and-done",
        {
          ...productToInput(one),
          name: "Basic (edited elsewhere)",
        },
        STAFF,
      );
      await expect.poll(names, { timeout: 5000 }).toContain("Basic (edited elsewhere)");
    } finally {
      await other.close();
    }
  });
});
