import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe("GET /api/health", () => {
  it("answers ok once the database answers", async () => {
    const res = await fetch(`${s.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/products", () => {
  it("returns the active products sorted by order", async () => {
    const res = await fetch(`${s.url}/api/products`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: { id: string; unitPrice: number; order: number }[] };
    expect(body.products.map((p) => [p.id, p.unitPrice])).toEqual([
      ["one-and-done", 4999],
      ["dynamic-duo", 8999],
      ["triple-threat", 12999],
    ]);
  });

  it("drops a product whose status is set to draft in the database", async () => {
    await sql`update products set status = 'draft' where id = 'dynamic-duo'`.execute(s.ctx.db);
    // A change by hand in SQL reaches the in-memory catalogue through the bus (or its 10 s life).
    s.ctx.events.publish({ type: "products.changed" });
    const body = (await (await fetch(`${s.url}/api/products`)).json()) as { products: { id: string }[] };
    expect(body.products.map((p) => p.id)).toEqual(["one-and-done", "triple-threat"]);
    const one = await fetch(`${s.url}/api/products/dynamic-duo`);
    expect(one.status).toBe(404);
    await sql`update products set status = 'active' where id = 'dynamic-duo'`.execute(s.ctx.db);
    s.ctx.events.publish({ type: "products.changed" });
  });

  it("follows the order column", async () => {
    await sql`update products set sort_order = 0 where id = 'triple-threat'`.execute(s.ctx.db);
    s.ctx.events.publish({ type: "products.changed" });
    const body = (await (await fetch(`${s.url}/api/products`)).json()) as { products: { id: string }[] };
    expect(body.products[0]!.id).toBe("triple-threat");
    await sql`update products set sort_order = 3 where id = 'triple-threat'`.execute(s.ctx.db);
    s.ctx.events.publish({ type: "products.changed" });
  });
});

describe("GET /api/products/:id", () => {
  it("returns one product", async () => {
    const res = await fetch(`${s.url}/api/products/one-and-done`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: "one-and-done", name: "Basic Recovery Pack", unitPrice: 4999 });
  });
  it("answers 404 JSON for an unknown id", async () => {
    const res = await fetch(`${s.url}/api/products/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Product with ID nope not found" });
  });
  it("answers 400 for a malformed id", async () => {
    const res = await fetch(`${s.url}/api/products/${encodeURIComponent("../../etc")}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Malformed product id" });
  });
});

describe("unknown API routes and errors", () => {
  it("answers 404 JSON for any other /api path", async () => {
    const res = await fetch(`${s.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: "No API route for GET /api/nothing-here" });
  });
  it("sends security headers and compresses JSON", async () => {
    const res = await fetch(`${s.url}/api/products`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
  it("answers 503 JSON without a stack trace when the database is gone", async () => {
    const broken = await startTestServer();
    await broken.ctx.db.destroy();
    const res = await fetch(`${broken.url}/api/health`);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: "Database unavailable", reference: res.headers.get("x-request-id") });
    expect(text).not.toMatch(/at .*\.ts/);
    await broken.close().catch(() => {});
  });
});
