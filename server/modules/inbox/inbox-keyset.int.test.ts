// The Messages, Returns and Reviews lists read one page by keyset on (created_at, id):
// paging returns every row exactly once while rows are added (beyond the 200 the lists used to
// stop at), a damaged cursor is a 400, and each page walks an index.
import { randomUUID } from "node:crypto";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, startClockedServer } from "../../../tests/support/admin";
import type { TestServer } from "../../../tests/support/test-server";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import { messagesPageQuery } from "./inbox.repository";

let s: TestServer & { clock: { now: Date } };
let admin: Record<string, string>;
let seq = 0;
const BASE = Date.parse("2025-05-01T00:00:00Z");
// Two rows share each second, so the id breaks ties.
const at = () => new Date(BASE + Math.floor(++seq / 2) * 1000).toISOString();

async function addRows(db: Db, n: number, when: () => string = at) {
  for (let i = 0; i < n; i++) {
    const created = when();
    await db
      .insertInto("contact_messages")
      .values({
        id: randomUUID(),
        name: "Sam",
        email: "sam@example.com",
        subject: "Hi",
        message: "Hello",
        status: "new",
        created_at: created,
        updated_at: created,
      })
      .execute();
    await db
      .insertInto("return_requests")
      .values({
        id: randomUUID(),
        reference: `RTN-${randomUUID().slice(0, 12)}`,
        order_number: "RR-222222",
        email: "sam@example.com",
        reason: "damaged",
        description: null,
        preference: "refund",
        status: "new",
        created_at: created,
        updated_at: created,
      })
      .execute();
    await db
      .insertInto("reviews")
      .values({
        id: randomUUID(),
        product_id: "one-and-done",
        customer_id: `cus_${randomUUID()}`,
        order_id: "ord_x",
        rating: 5,
        title: "Good",
        body: "Good",
        first_name: "Sam",
        status: i % 2 ? "approved" : "pending",
        reply: null,
        reply_at: null,
        created_at: created,
        updated_at: created,
      })
      .execute();
  }
}

beforeAll(async () => {
  s = await startClockedServer();
  admin = await signInAdmin(s);
  await addRows(s.ctx.db, 230);
});
afterAll(() => s.close());

type Listed = { next: string | null; prev: string | null } & Record<string, unknown>;

async function walk(path: string, key: string, between?: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let qs = "";
  for (;;) {
    const res = await fetch(`${s.url}/api/admin/${path}${qs}`, { headers: admin });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Listed;
    seen.push(...(page[key] as { id: string }[]).map((r) => r.id));
    if (!page.next) return seen;
    await between?.();
    qs = `${path.includes("?") ? "&" : "?"}after=${encodeURIComponent(page.next)}`;
  }
}

describe("keyset pages of messages, returns and reviews", () => {
  for (const [path, key, count] of [
    ["messages", "messages", 230],
    ["returns", "returns", 230],
    ["reviews", "reviews", 230],
    ["reviews?status=pending", "reviews", 115],
  ] as const) {
    it(`${path}: every row exactly once while rows are added`, async () => {
      const before = await walk(path, key);
      expect(before.length).toBeGreaterThanOrEqual(count);
      let later = 0;
      const during = await walk(path, key, () =>
        addRows(s.ctx.db, 1, () => new Date(BASE + 10_000_000 + ++later * 1000).toISOString()),
      );
      expect(during).toEqual(before);
      expect(new Set(during).size).toBe(during.length);
    });
  }

  it("refuses a damaged cursor with a clear 400", async () => {
    for (const path of ["messages", "returns", "reviews"]) {
      const res = await fetch(`${s.url}/api/admin/${path}?after=${encodeURIComponent("not!a(cursor")}`, {
        headers: admin,
      });
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/page link is damaged or out of date|Invalid review filter/);
    }
  });

  it("reads a deep page of messages along (created_at, id)", async () => {
    const sqlText = messagesPageQuery(s.ctx.db, {
      limit: 50,
      after: { key: "2025-05-01T00:01:00.000Z", id: "x" },
    }).compile();
    if (isPostgres(s.ctx.db)) return; // the orders and audit tests check PostgreSQL's plans the same way
    const r = await s.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sqlText.sql}`, [...sqlText.parameters]),
    );
    const plan = r.rows.map((row) => row.detail).join("\n");
    expect(plan).toContain("contact_messages_created_id");
    expect(plan).not.toContain("TEMP B-TREE");
  });
});
