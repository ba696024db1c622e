// The Customers screen stays fast at a million orders because every query it makes is
// served by an index: the list and its deep pages along (sort_at, id), a search through the
// e-mail and name indexes, a customer's orders along (lower(email), status, created_at, id), their
// messages and returns by e-mail, the marketing export along (marketing_consent, created_at, id).
// The plans are checked as the other keyset tests do (SQLite's EXPLAIN QUERY PLAN; PostgreSQL's
// EXPLAIN with scans and sorts priced out, since the test tables are tiny).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPlan } from "../../../tests/support/query-plan";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { isPostgres } from "../../infra/db/dialect";
import { consentingQuery, countQuery, customerOrdersQuery, customerPageQuery } from "./customer.repository";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  // Enough customers that PostgreSQL's statistics (analyze, below) describe a shop, not an empty table.
  const rows = Array.from({ length: 400 }, (_, i) => ({
    id: `cs_${i.toString(16).padStart(24, "0")}`,
    email: `shopper${i}@example.com`,
    name: `Shopper ${i}`,
    orders_count: 1,
    total_spent: 5000,
    last_order_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    sort_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await ctx.db
      .insertInto("customer_summaries")
      .values(rows.slice(i, i + 100))
      .execute();
  }
});
afterAll(() => ctx.dispose());

const noScan = (p: string, table: string) =>
  expect(p).not.toMatch(new RegExp(`SCAN ${table}$|Seq Scan on ${table}`, "m"));
const noSort = (p: string) => expect(p).not.toMatch(/TEMP B-TREE|Sort\b/m);

describe("Customers query plans", () => {
  const from = { key: "2025-01-01T00:30:00.000Z", id: `cs_${"a".repeat(24)}` };

  it("reads the first page, a deep page and the page before along (sort_at, id), never sorting", async () => {
    for (const page of [{ limit: 50 }, { limit: 50, after: from }, { limit: 50, before: from }]) {
      const p = await queryPlan(ctx.db, customerPageQuery(ctx.db, undefined, page).compile());
      expect(p).toContain("customer_summaries_sort");
      noSort(p);
      noScan(p, "customer_summaries");
    }
    const c = await queryPlan(ctx.db, countQuery(ctx.db, undefined).compile());
    expect(c).toMatch(/INDEX|Index/);
    noScan(c, "customer_summaries");
  });

  it("searches through the e-mail and name indexes", async () => {
    if (isPostgres(ctx.db)) await sql`analyze customer_summaries`.execute(ctx.db);
    for (const page of [{ limit: 50 }, { limit: 50, after: from }]) {
      const p = await queryPlan(ctx.db, customerPageQuery(ctx.db, "jan", page).compile(), { sorts: true });
      // SQLite may take the e-mail's unique index instead: it serves the range as well.
      expect(p).toMatch(/customer_summaries_email_search|sqlite_autoindex_customer_summaries_2/);
      expect(p).toContain("customer_summaries_name_search");
      noScan(p, "customer_summaries");
    }
  });

  it("reads a customer's orders by status along the e-mail index, never sorting", async () => {
    const p = await queryPlan(
      ctx.db,
      customerOrdersQuery(ctx.db, "jane@example.com", "paid", {
        limit: 20,
        after: { key: from.key, id: `ord_${"0".repeat(24)}` },
      }).compile(),
    );
    expect(p).toContain("orders_email_lower");
    noSort(p);
    noScan(p, "orders");
  });

  it("finds a customer's messages and returns by e-mail, and walks the consenting accounts in order", async () => {
    for (const table of ["contact_messages", "return_requests"] as const) {
      const q = ctx.db
        .selectFrom(table)
        .select("id")
        .where((eb) => eb(eb.fn("lower", [eb.ref("email")]), "=", "jane@example.com"))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(50);
      const p = await queryPlan(ctx.db, q.compile());
      expect(p).toContain(`${table}_email_lower`);
      noScan(p, table);
    }
    const p = await queryPlan(ctx.db, consentingQuery(ctx.db, { key: from.key, id: "cus_x" }, 1000).compile());
    expect(p).toContain("customers_consent_created");
    noSort(p);
    noScan(p, "customers");
  });
});
