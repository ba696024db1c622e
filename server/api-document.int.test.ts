// The published API document (server/api-document.ts) against the running app: every route is
// documented and every documented operation exists; each documented request schema is the one
// the route judges by; documented answers are what the routes answer; docs/openapi.json is current.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../tests/support/admin";
import { insertOrder } from "../tests/support/customer-forms";
import { startTestServer, type TestServer } from "../tests/support/test-server";
import { API_OPERATIONS, apiDocument, OPENAPI_PATH } from "./api-document";
import { createApp } from "./app";
import type { JsonSchema } from "./infra/http/openapi/json-schema";
import type { ApiOperation } from "./infra/http/openapi/operation";
import { signInCustomerByEmail } from "./modules/accounts/sign-in.service";
import { CHECKOUT_ALIAS_PATH } from "./modules/checkout/checkout.api";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  // With the test clock, so its operation is registered and checked like the rest.
  s = await startTestServer({ env: { TEST_CLOCK: "true" } });
  admin = await signInAdmin(s);
  const { setCookie } = await signInCustomerByEmail(
    { ...s.ctx, sessions: s.ctx.services.accounts.sessions },
    "api-document@example.com",
    "test",
  );
  customer = { cookie: setCookie.split(";")[0]! };
  // The return request's documented example names this order (a return must name the sender's order).
  await insertOrder(s.ctx.db, { number: "RR-7KQ2MZ", email: "sam@example.com" });
  // The Customers operations' example id names that order's customer.
  await s.ctx.db
    .updateTable("customer_summaries")
    .set({ id: `cs_${"0".repeat(24)}` })
    .where("email", "=", "sam@example.com")
    .execute();
});
afterAll(() => s.close());

const doc = apiDocument();
const key = (method: string, p: string) => `${method.toUpperCase()} ${p}`;

/** Registered API routes, `:id` written `{id}`; middleware and the catch-all (paths with *) left out. */
function registeredRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return createApp(s.ctx)
    .routes.filter((r) => (r.path.startsWith("/api/") || r.path === CHECKOUT_ALIAS_PATH) && !r.path.includes("*"))
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)/g, "{$1}") }))
    .filter((r) => !seen.has(key(r.method, r.path)) && seen.add(key(r.method, r.path)));
}

function documented(): { method: string; path: string }[] {
  return Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => ({ method: m, path: p })));
}

/** The operation's path with each parameter's documented example filled in. */
function concretePath(op: ApiOperation): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(op.params![name]!.example));
}

function call(op: ApiOperation, body?: unknown, query = ""): Promise<Response> {
  return fetch(`${s.url}${concretePath(op)}${query}`, {
    method: op.method.toUpperCase(),
    // Reads carry the session too (GET /api/auth/session); a sign-in must not replace it.
    headers: {
      "content-type": "application/json",
      origin: s.url,
      ...(op.admin || op.method === "get" ? admin : {}),
      ...(op.customer ? customer : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A value of the wrong type for a property's schema. */
const wrongType = (prop: JsonSchema): unknown => (prop.type === "string" ? 12345 : `not ${String(prop.type)}`);

/** A body the documented schema refuses: required fields left out, else one field of the wrong type. */
function refusedBy(schema: JsonSchema): unknown {
  if (Array.isArray(schema.required) && schema.required.length > 0) return {};
  const [name, prop] = Object.entries(schema.properties as Record<string, JsonSchema>)[0]!;
  return { [name]: wrongType(prop) };
}

describe("the document and the registered routes", () => {
  it("documents every registered API route", () => {
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThan(40);
    const missing = registered.filter((r) =>
      r.method === "ALL" ? !doc.paths[r.path] : !doc.paths[r.path]?.[r.method.toLowerCase() as "get"],
    );
    expect(missing, "registered but not in server/api-document.ts").toEqual([]);
  });

  it("documents only registered routes", () => {
    const registered = new Set(registeredRoutes().map((r) => key(r.method, r.path)));
    const stray = documented().filter(
      (d) => !registered.has(key(d.method, d.path)) && !registered.has(key("ALL", d.path)),
    );
    expect(stray, "documented but not registered").toEqual([]);
  });

  it("marks exactly the guarded operations as admin", () => {
    for (const op of API_OPERATIONS) {
      const guarded = op.path.startsWith("/api/admin/") || op.path.startsWith("/api/uploads");
      const shopper = op.path.startsWith("/api/account/passkeys/register");
      expect(op.admin, key(op.method, op.path)).toBe(guarded);
      expect(op.customer ?? false, key(op.method, op.path)).toBe(shopper);
      expect(doc.paths[op.path]![op.method]!.security !== undefined, key(op.method, op.path)).toBe(guarded || shopper);
    }
  });
});

describe("each documented request schema is the one its route judges by", () => {
  const withBody = API_OPERATIONS.filter((op) => op.body);

  it("covers every JSON body", () => {
    expect(withBody.length).toBeGreaterThanOrEqual(17);
  });

  it.each(withBody.map((op) => [key(op.method, op.path), op] as const))("%s", async (_name, op) => {
    const media = doc.paths[op.path]![op.method]!.requestBody!.content["application/json"]!;
    const refused = refusedBy(media.schema);
    const example = media.examples!.valid!.value;
    // The document's schema is the zod one: it refuses and accepts the same bodies.
    expect(op.body!.schema.safeParse(refused).success).toBe(false);
    expect(op.body!.schema.safeParse(example).success).toBe(true);

    const bad = await call(op, refused);
    expect(bad.status, `${JSON.stringify(refused)} → ${await bad.clone().text()}`).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.any(String) });
    const good = await call(op, example);
    if (op.body!.refusedBeyondSchema) {
      expect(await good.json()).toMatchObject({ error: op.body!.refusedBeyondSchema });
      return;
    }
    expect(good.status, `example → ${await good.clone().text()}`).not.toBe(400);
    expect(good.status).toBeLessThan(500);
  });

  it.each(API_OPERATIONS.filter((op) => op.query).map((op) => [key(op.method, op.path), op] as const))(
    "%s: its query",
    async (_name, op) => {
      for (const param of doc.paths[op.path]![op.method]!.parameters!.filter((p) => p.in === "query")) {
        const value = param.schema.type === "string" && !param.schema.enum ? "x".repeat(1000) : "nonsense";
        const res = await call(op, undefined, `?${param.name}=${value}`);
        expect(res.status, `${param.name}=${value.slice(0, 20)}`).toBe(400);
      }
      expect((await call(op)).status).toBe(200);
    },
  );
});

describe("each documented answer is what the route answers", () => {
  // Run after the bodies above have added a product, an order, a message and a return request.
  const reads = API_OPERATIONS.filter((op) => op.method === "get" && op.responses[200]?.schema);
  /** Reads whose example parameter names nothing in a fresh shop. */
  const NO_FIXTURE = new Set(["GET /api/admin/orders/{id}", "GET /api/admin/subscriptions/{number}"]);

  it.each(reads.map((op) => [key(op.method, op.path), op] as const))("%s", async (name, op) => {
    const res = await call(op);
    if (NO_FIXTURE.has(name)) return expect(res.status).toBe(404);
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    // Parsing drops fields the schema does not name: an undocumented field fails here.
    expect(op.responses[200]!.schema!.parse(body)).toEqual(body);
  });

  it("lists something in each list checked above", async () => {
    for (const [p, field] of [
      // The order added above is an unpaid checkout, which the default list leaves out.
      ["/api/admin/orders?status=any", "orders"],
      ["/api/admin/messages", "messages"],
      ["/api/admin/returns", "returns"],
      ["/api/admin/products", "products"],
    ] as const) {
      const body = (await (await fetch(`${s.url}${p}`, { headers: admin })).json()) as Record<string, unknown[]>;
      expect(body[field]!.length, p).toBeGreaterThan(0);
    }
  });
});

describe(`GET ${OPENAPI_PATH}`, () => {
  it("is public, cacheable and the same as docs/openapi.json (run `npm run openapi` after a change)", async () => {
    const res = await fetch(`${s.url}${OPENAPI_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const served: unknown = await res.json();
    expect(served).toEqual(JSON.parse(JSON.stringify(doc)));
    const again = await fetch(`${s.url}${OPENAPI_PATH}`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);

    const committed: unknown = JSON.parse(
      readFileSync(path.join(import.meta.dirname, "..", "docs", "openapi.json"), "utf8"),
    );
    expect(committed, "docs/openapi.json is stale: run npm run openapi").toEqual(served);
  });

  it("holds nothing from the configuration", async () => {
    const text = await (await fetch(`${s.url}${OPENAPI_PATH}`)).text();
    const { sessionSecret, dataDir, database } = s.ctx.config;
    const where = "url" in database ? database.url : database.file;
    for (const secret of [sessionSecret, dataDir, where]) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(secret);
    }
  });
});
