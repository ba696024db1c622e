// Back-in-stock alerts end to end (issue 28): a request for a sold-out flavour, a repeat that is
// the same request, a refusal while in stock, and a restock that writes exactly one e-mail per
// waiting address to the outbox and ends the requests. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BACK_IN_STOCK_RATE_LIMIT } from "../../../core/back-in-stock";
import { nextIp, postJson } from "../../../tests/support/customer-forms";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let url: string;
beforeAll(async () => {
  s = await startTestServer({ env: { TRUST_PROXY: "true" } });
  url = `${s.url}/api/back-in-stock`;
});
afterAll(() => s.close());

const stock = () => s.ctx.services.stock;
const db = () => s.ctx.db;
const ask = (flavour: string, email: string, ip?: string) => postJson(url, { flavour, email }, { ip });
const waiting = async (key: string) =>
  (await db().selectFrom("back_in_stock_requests").select("email").where("flavor_key", "=", key).execute()).map(
    (r) => r.email,
  );
const mailTo = (to: string) => db().selectFrom("mail_outbox").selectAll().where("to", "=", to).execute();

beforeEach(async () => {
  await db().deleteFrom("back_in_stock_requests").execute();
  await db().deleteFrom("mail_outbox").execute();
  await db().deleteFrom("stock_levels").execute();
});

describe("POST /api/back-in-stock", () => {
  it("records a request for a sold-out flavour and confirms it", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    const res = await ask("lemon squash", "Sam@Example.com");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: "Thanks! We'll e-mail sam@example.com once when Lemon Squash is back in stock.",
    });
    expect(await waiting("lemon squash")).toEqual(["sam@example.com"]);
    expect(await mailTo("sam@example.com")).toEqual([]);
  });

  it("keeps one request when the same address asks twice", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    expect((await ask("Lemon Squash", "sam@example.com")).status).toBe(201);
    expect((await ask("Lemon Squash", " SAM@example.com ")).status).toBe(201);
    expect(await waiting("lemon squash")).toEqual(["sam@example.com"]);
  });

  it("refuses a flavour that is in stock, or not counted, with a clear message", async () => {
    await stock().setStock("Lemon Squash", { onHand: 3, threshold: 0 }, STAFF);
    for (const flavour of ["Lemon Squash", "Orange Crush"]) {
      const res = await ask(flavour, "sam@example.com");
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: string }).error).toBe(
        `${flavour} is in stock, so there is nothing to wait for: you can order it now.`,
      );
    }
    expect(await db().selectFrom("back_in_stock_requests").selectAll().execute()).toEqual([]);
  });

  it("refuses bad input and an unknown flavour, recording nothing", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    const bad = await ask("Lemon Squash", "not-an-address");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: Record<string, string> }).details).toMatchObject({
      email: "Please enter a valid email address",
    });
    expect((await ask("Mystery Mango", "sam@example.com")).status).toBe(404);
    expect(await db().selectFrom("back_in_stock_requests").selectAll().execute()).toEqual([]);
  });

  it("limits requests per connection like the contact form", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    const ip = nextIp();
    for (let i = 0; i < BACK_IN_STOCK_RATE_LIMIT.limit; i++) {
      expect((await ask("Lemon Squash", `p${i}@example.com`, ip)).status).toBe(201);
    }
    const res = await ask("Lemon Squash", "late@example.com", ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toEqual(expect.any(String));
  });
});

describe("restocking", () => {
  it("e-mails each waiting address exactly once and ends the requests; staff see the count first", async () => {
    await stock().setStock("Lemon Squash", { onHand: 2, threshold: 0 }, STAFF);
    await stock().adjustStock("Lemon Squash", { delta: -2 }, STAFF);
    await stock().setStock("Orange Crush", { onHand: 0, threshold: 0 }, STAFF);
    for (const email of ["a@example.com", "b@example.com", "a@example.com"]) {
      expect((await ask("Lemon Squash", email)).status).toBe(201);
    }
    expect((await ask("Orange Crush", "a@example.com")).status).toBe(201);
    const lines = await stock().listStock();
    expect(lines.find((l) => l.key === "lemon squash")!.waiting).toBe(2);
    expect(lines.find((l) => l.key === "orange crush")!.waiting).toBe(1);

    // Still sold out: a new count of 0 tells nobody.
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 1 }, STAFF);
    expect(await mailTo("a@example.com")).toEqual([]);

    await stock().adjustStock("Lemon Squash", { delta: 5 }, STAFF);
    await stock().adjustStock("Lemon Squash", { delta: 5 }, STAFF);
    for (const to of ["a@example.com", "b@example.com"]) {
      const mails = await mailTo(to);
      expect(mails.map((m) => m.subject)).toEqual(["Lemon Squash is back in stock - Rebound"]);
      expect(mails[0]!.text).toContain("/#products");
    }
    expect(await waiting("lemon squash")).toEqual([]);
    expect(await waiting("orange crush")).toEqual(["a@example.com"]);
    expect((await stock().listStock()).find((l) => l.key === "lemon squash")!.waiting).toBe(0);

    // Setting stock answers too; so does no longer counting it (unlimited).
    await stock().setStock("Orange Crush", { onHand: 4, threshold: 0 }, STAFF);
    expect((await mailTo("a@example.com")).map((m) => m.subject).sort()).toEqual([
      "Lemon Squash is back in stock - Rebound",
      "Orange Crush is back in stock - Rebound",
    ]);
    await stock().setStock("Orange Crush", { onHand: 0, threshold: 0 }, STAFF);
    expect((await ask("Orange Crush", "c@example.com")).status).toBe(201);
    await stock().stopCounting("Orange Crush", STAFF);
    expect((await mailTo("c@example.com")).length).toBe(1);
    expect(await waiting("orange crush")).toEqual([]);
  });
});
