// A recall: for a lot, or a flavour's lots best before within a range, exactly the orders and
// customers that received their tubs, the tubs shipped and left, the list as CSV with each order's
// customer and address, the download audited, and an unknown lot or empty range refused in words. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lotFixtures } from "../../../tests/support/lot-fixtures";
import { STAFF } from "../../../tests/support/staff";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";
import { selectRecentRecallOrders } from "./order-recall.repository";

vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let close: () => Promise<void>;
const now = new Date("2026-05-01T00:00:00.000Z");
let f: ReturnType<typeof lotFixtures>;
const orders: string[] = [];

beforeAll(async () => {
  const port = await openPort();
  ctx = await createTestContext({ clock: () => now, env: { CHECKOUT_RATE_LIMIT: "0", PUBLIC_URL: port.url } });
  port.serve(createApp(ctx));
  const server = port.server;
  close = async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.dispose();
  };
  f = lotFixtures(ctx, port.url, () => now);
  // 3 lots of Orange Crush, 121 tubs; 50 orders of 2 tubs each, shipped earliest best-before first.
  await f.receive("Orange Crush", "RC-A", 100, 41);
  await f.receive("Orange Crush", "RC-B", 200, 40);
  await f.receive("Orange Crush", "RC-C", 300, 40);
  for (let i = 0; i < 50; i++) orders.push(await f.paidOrder("Orange Crush", 2));
  for (const id of orders) await f.fulfil(id);
});
afterAll(() => close());

const recall = () => ctx.services.orders.recall;
const lot = (lotNumber: string) => ({ kind: "lot" as const, lotNumber });
const range = (from: number, to: number) => ({
  kind: "range" as const,
  flavour: "orange crush",
  from: f.day(from),
  to: f.day(to),
});
const numberOf = async (id: string) =>
  (await ctx.db.selectFrom("orders").select("number").where("id", "=", id).executeTakeFirstOrThrow()).number;

describe("a recall", () => {
  it("lists the lot's most recently placed orders first, reading only as many as it shows", async () => {
    // Lot B reached orders 20 to 40, placed in that order: the five newest are 40 down to 36.
    const b = await ctx.db
      .selectFrom("stock_lots")
      .select("id")
      .where("lot_number", "=", "RC-B")
      .executeTakeFirstOrThrow();
    const newest = await selectRecentRecallOrders(ctx.db, [b.id], 5);
    expect(newest.map((r) => r.number)).toEqual(await Promise.all(orders.slice(36, 41).reverse().map(numberOf)));
  });

  it("finds exactly the orders and customers that received a lot, the tubs shipped and left", async () => {
    // Order i took tubs 2i and 2i+1 of the 121: lot B's are tubs 41 to 80, orders 20 to 40.
    const expected = await Promise.all(orders.slice(20, 41).map(numberOf));
    const view = await recall().lookup(lot(" rc-b "));
    expect(view.lot).toMatchObject({ lotNumber: "RC-B", flavor: "Orange Crush", remaining: 0 });
    expect(view).toMatchObject({ orders: 21, customers: 21, tubsShipped: 40 });
    expect(view.recent.map((o) => o.number).sort()).toEqual(expected.sort());
    expect(view.recent.map((o) => o.tubs).reduce((a, b) => a + b, 0)).toBe(40);
    // Lot C: 19 tubs shipped to orders 40 to 49, 21 still on the shelf.
    const c = await recall().lookup(lot("RC-C"));
    expect(c).toMatchObject({ orders: 10, tubsShipped: 19 });
    expect(c.lot!.remaining).toBe(21);
  });

  it("downloads the list as CSV, one line per order with its customer and address, and audits it", async () => {
    const { filename, chunks } = await recall().exportCsv(lot("RC-A"), STAFF);
    expect(filename).toBe("recall-RC-A.csv");
    let text = "";
    for await (const c of chunks) text += c;
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toContain('"Tubs of this lot"');
    // Lot A's 41 tubs went to orders 0 to 20.
    expect(lines).toHaveLength(1 + 21);
    const numbers = await Promise.all(orders.slice(0, 21).map(numberOf));
    for (const n of numbers) expect(text).toContain(`"${n}"`);
    expect(lines.slice(1).every((l) => l.startsWith('"RC-A",'))).toBe(true);
    expect(text).toMatch(/"lots-\d+@example\.com"/);
    const audit = await ctx.db
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("action", "=", "stock.recall_export")
      .execute();
    expect(audit).toEqual([{ action: "stock.recall_export", summary: "Downloaded the recall list of lot RC-A" }]);
  });

  it("finds exactly the orders of every lot best before within a range, and only those", async () => {
    // Lots B (200 days) and C (300 days) are in 150 to 300 days; A (100 days) is not. Their tubs
    // went to orders 20 to 49: order 40 took one tub of each.
    const view = await recall().lookup(range(150, 300));
    expect(view.lot).toBeNull();
    expect(view.lots.map((l) => l.lotNumber)).toEqual(["RC-B", "RC-C"]);
    expect(view).toMatchObject({ orders: 30, customers: 30, tubsShipped: 59 });
    const expected = await Promise.all(orders.slice(20).map(numberOf));
    expect([...new Set(view.recent.map((o) => o.number))].sort()).toEqual(expected.sort());
    const fortieth = await numberOf(orders[40]!);
    const forty = view.recent.filter((o) => o.number === fortieth);
    expect(forty.map((o) => `${o.lotNumber}:${o.tubs}`).sort()).toEqual(["RC-B:1", "RC-C:1"]);
    // The edges are included: exactly lot A's day finds lot A alone.
    expect((await recall().lookup(range(100, 100))).lots.map((l) => l.lotNumber)).toEqual(["RC-A"]);
    expect((await recall().lookup(range(0, 400))).orders).toBe(50);
  });

  it("downloads a range's list as CSV, a line per order and lot, and audits it", async () => {
    const { filename, chunks } = await recall().exportCsv(range(150, 300), STAFF);
    expect(filename).toBe(`recall-orange-crush-${f.day(150)}-to-${f.day(300)}.csv`);
    let text = "";
    for await (const c of chunks) text += c;
    const lines = text.trim().split("\r\n").slice(1);
    expect(lines).toHaveLength(21 + 10);
    expect(lines.filter((l) => l.startsWith('"RC-B",'))).toHaveLength(21);
    expect(lines.filter((l) => l.startsWith('"RC-C",'))).toHaveLength(10);
    const numbers = await Promise.all(orders.slice(20).map(numberOf));
    for (const n of numbers) expect(text).toContain(`"${n}"`);
    for (const n of await Promise.all(orders.slice(0, 20).map(numberOf))) expect(text).not.toContain(`"${n}"`);
    const audit = await ctx.db
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "=", "stock.recall_export")
      .where("summary", "like", "%2 lots%")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("refuses an empty or unknown lot number in words", async () => {
    await expect(recall().lookup(lot("  "))).rejects.toThrow("Enter the lot number printed on the tub");
    await expect(recall().lookup(lot("nope-1"))).rejects.toThrow("No lot NOPE-1 has been received");
    await expect(recall().exportCsv(lot("nope-1"), STAFF)).rejects.toThrow("No lot NOPE-1 has been received");
    await expect(recall().lookup(range(1, 50))).rejects.toThrow(/^No lot of orange crush is best before .+ to .+$/);
    await expect(
      recall().lookup({ kind: "range", flavour: "Orange Crush", from: f.day(300), to: f.day(100) }),
    ).rejects.toThrow("The first best-before date must be on or before the last");
    await expect(recall().lookup({ kind: "range", flavour: "Orange Crush", from: "", to: f.day(100) })).rejects.toThrow(
      "Enter both best-before dates, from and to",
    );
  });
});
