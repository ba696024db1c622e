// The back office's reads at volume go through indexes: a pick list's selection along
// (status, created_at, id) and its lines by order; the lots to pick along (flavour, best-before);
// a recall's totals along the lot's orders. None reads a whole table.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startClockedServer } from "../../../tests/support/admin";
import { insertOrders } from "../../../tests/support/order-rows";
import { queryPlan } from "../../../tests/support/query-plan";
import type { TestServer } from "../../../tests/support/test-server";
import { isPostgres } from "../../infra/db/dialect";
import { sellableLotsOfQuery } from "../stock/stock-lots.repository";
import { pickListQuery } from "./order-bulk.repository";
import { recallTotalsQuery } from "./order-recall.repository";

let s: TestServer & { clock: { now: Date } };
const wholeTable = (table: string) => new RegExp(`SCAN ${table}$|SCAN ${table} |Seq Scan on ${table}`, "m");

beforeAll(async () => {
  s = await startClockedServer();
  // Tiny tables with statistics are rightly read whole; these plans ask whether an index serves.
  if (isPostgres(s.ctx.db)) {
    for (const t of ["orders", "order_lines", "stock_lots", "order_line_lots"]) {
      await sql`alter table ${sql.table(t)} set (autovacuum_enabled = false)`.execute(s.ctx.db);
    }
  }
  await insertOrders(
    s.ctx.db,
    Array.from({ length: 30 }, (_, i) => ({
      status: i % 3 === 0 ? "fulfilled" : "paid",
      lines: [{ productId: "p-one", name: "One", flavor: "Lemon Squash", quantity: 1 + (i % 4) }],
    })),
  );
});
afterAll(() => s.close());

describe("back-office query plans", () => {
  it("a pick list by filter reads the paid orders along their index and each order's lines by its key", async () => {
    const p = await queryPlan(s.ctx.db, pickListQuery(s.ctx.db, { kind: "filter", q: "" }, 1000).compile(), {
      sorts: true,
    });
    expect(p).toMatch(/orders_status_created_id/);
    expect(p).toMatch(/order_lines_pk|sqlite_autoindex_order_lines_1/);
    expect(p).not.toMatch(wholeTable("orders"));
    expect(p).not.toMatch(wholeTable("order_lines"));
  });

  it("a pick list of orders ticked by hand finds them by number", async () => {
    const q = pickListQuery(s.ctx.db, { kind: "numbers", numbers: ["RR-AAAA", "RR-BBBB"] }, 1000).compile();
    const p = await queryPlan(s.ctx.db, q, { sorts: true });
    expect(p).not.toMatch(wholeTable("orders"));
    expect(p).not.toMatch(wholeTable("order_lines"));
  });

  it("the lots to pick are read along (flavour, best-before)", async () => {
    const q = sellableLotsOfQuery(s.ctx.db, ["lemon squash", "orange crush"], "2026-06-01").compile();
    const p = await queryPlan(s.ctx.db, q, { sorts: true });
    expect(p).toContain("stock_lots_flavor_best_before");
    expect(p).not.toMatch(wholeTable("stock_lots"));
  });

  it("a recall's totals read the lot's shipments along (lot, order) and each order by its key", async () => {
    const p = await queryPlan(s.ctx.db, recallTotalsQuery(s.ctx.db, ["lot_a"]).compile(), { sorts: true });
    expect(p).toContain("order_line_lots_lot");
    expect(p).not.toMatch(wholeTable("order_line_lots"));
    expect(p).not.toMatch(wholeTable("orders"));
  });
});
