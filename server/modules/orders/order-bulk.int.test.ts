// Bulk actions on the Orders screen's selection: the pick list sums each product and flavour over
// the selection (by filter or by hand); a carrier's file is previewed row by row without changing
// anything; confirming fulfils each ready order through the single-order service (its tracking
// number, its one e-mail, its audit entry) and reports per order, an order refunded in between
// left untouched while the rest go ahead.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startClockedServer } from "../../../tests/support/admin";
import { lotFixtures } from "../../../tests/support/lot-fixtures";
import { insertOrders } from "../../../tests/support/order-rows";
import { STAFF } from "../../../tests/support/staff";
import type { TestServer } from "../../../tests/support/test-server";
import { isPostgres } from "../../infra/db/dialect";

let s: TestServer & { clock: { now: Date } };
const actor = { userId: "usr_bulk", email: "packer@example.com" };
const LEMON = { productId: "p-sorbet", name: "Sorbet", flavor: "Lemon" };
const ORANGE = { productId: "p-sorbet", name: "Sorbet", flavor: "Orange" };
const BERRY = { productId: "p-gelato", name: "Gelato", flavor: "Berry" };

beforeAll(async () => {
  s = await startClockedServer();
});
afterAll(() => s.close());

const bulk = () => s.ctx.services.orders.bulk;
const db = () => s.ctx.db;
const status = async (number: string) =>
  db()
    .selectFrom("orders")
    .select(["status", "tracking_number"])
    .where("number", "=", number)
    .executeTakeFirstOrThrow();
const mailTo = (email: string) => db().selectFrom("mail_outbox").select("subject").where("to", "=", email).execute();

describe("the pick list", () => {
  it("sums each product and flavour over every paid order matching the filter, by product then flavour", async () => {
    const [a, b] = await insertOrders(db(), [
      {
        name: "Pick Alpha",
        lines: [
          { ...LEMON, quantity: 2 },
          { ...ORANGE, quantity: 1 },
        ],
      },
      {
        name: "Pick Bravo",
        lines: [
          { ...LEMON, quantity: 1 },
          { ...BERRY, quantity: 4 },
        ],
      },
      { name: "Pick Charlie", status: "fulfilled", lines: [{ ...LEMON, quantity: 5 }] },
      { name: "Pick Delta", status: "pending", lines: [{ ...ORANGE, quantity: 7 }] },
    ]);
    const list = await bulk().pickList({ kind: "filter", q: "pick" });
    expect(list.lines.map((l) => [l.name, l.flavor, l.quantity, l.orders])).toEqual([
      ["Gelato", "Berry", 4, 1],
      ["Sorbet", "Lemon", 3, 2],
      ["Sorbet", "Orange", 1, 1],
    ]);
    expect(list.orders).toBe(2);
    expect(list.totalQuantity).toBe(8);
    // A narrower filter: one customer's name.
    const one = await bulk().pickList({ kind: "filter", q: "pick bravo" });
    expect(one.lines.map((l) => [l.flavor, l.quantity])).toEqual([
      ["Berry", 4],
      ["Lemon", 1],
    ]);
    expect([a, b]).toHaveLength(2);
  });

  it("sums the orders ticked by hand, whatever their status", async () => {
    const [a, , c] = await insertOrders(db(), [
      { lines: [{ ...LEMON, quantity: 2 }] },
      { lines: [{ ...LEMON, quantity: 9 }] },
      {
        status: "fulfilled",
        lines: [
          { ...LEMON, quantity: 5 },
          { ...BERRY, quantity: 1 },
        ],
      },
    ]);
    const list = await bulk().pickList({ kind: "numbers", numbers: [a!.number, c!.number] });
    expect(list.lines.map((l) => [l.name, l.flavor, l.quantity])).toEqual([
      ["Gelato", "Berry", 1],
      ["Sorbet", "Lemon", 7],
    ]);
    expect(list.orders).toBe(2);
  });
});

describe("the pick list's lots", () => {
  it("names the lots to take each flavour's tubs from, earliest best-before first, never one unsellable", async () => {
    const f = lotFixtures(s.ctx, s.url, () => s.clock.now);
    await f.receive("Lemon Squash", "PK-NEAR", 40, 99);
    // The owner widens the margin to 45 days: the lot 40 days from its best-before stops selling.
    await s.ctx.services.stock.lots.setMarginDays({ sellableMarginDays: 45 }, STAFF);
    await f.receive("Lemon Squash", "PK-LATE", 300, 50);
    await f.receive("Lemon Squash", "PK-SOON", 100, 3);
    await f.receive("Orange Crush", "PK-HELD", 90, 40);
    await s.ctx.services.stock.lots.quarantineLot((await f.lot("PK-HELD")).id, STAFF);
    await insertOrders(db(), [
      { name: "Lots Echo", lines: [{ productId: "p-one", name: "One and Done", flavor: "Lemon Squash", quantity: 2 }] },
      {
        name: "Lots Foxtrot",
        lines: [{ productId: "p-duo", name: "Duo", flavor: "Lemon Squash, Orange Crush", quantity: 3 }],
      },
    ]);
    const list = await bulk().pickList({ kind: "filter", q: "lots" });
    expect(list.lots).toEqual([
      {
        flavor: "Lemon Squash",
        tubs: 5,
        from: [
          { lotNumber: "PK-SOON", bestBefore: f.day(100), quantity: 3 },
          { lotNumber: "PK-LATE", bestBefore: f.day(300), quantity: 2 },
        ],
        noLot: 0,
      },
      // Its only lot is quarantined: the three tubs are said to have no lot to come from.
      { flavor: "Orange Crush", tubs: 3, from: [], noLot: 3 },
    ]);
    await s.ctx.services.stock.lots.setMarginDays({ sellableMarginDays: 30 }, STAFF);
  });
});

describe("importing a carrier's file", () => {
  it("previews matched, unknown, duplicate, not paid and fulfilled rows, and applies nothing", async () => {
    const [ready, twice, pending, shipped] = await insertOrders(db(), [
      { email: "ready@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { email: "twice@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { status: "pending", email: "pending@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { status: "fulfilled", email: "shipped@example.com", lines: [{ ...LEMON, quantity: 1 }] },
    ]);
    // Columns in another order and case than expected, a quoted field, an order without its RR-.
    const csv = [
      "Sender,ORDER REFERENCE,Service,Consignment Number",
      `Rebound,${ready!.number.toLowerCase()},Parcel Post,"AP1000001"`,
      "Rebound,RR-ZZZZZZ,Parcel Post,AP1000002",
      `Rebound,${twice!.number.slice(3)},Parcel Post,AP1000003`,
      `Rebound,${twice!.number},Express,AP1000004`,
      `Rebound,${pending!.number},Parcel Post,AP1000005`,
      `Rebound,${shipped!.number},Parcel Post,AP1000006`,
      "",
    ].join("\r\n");
    const rows = await bulk().previewImport(csv);
    expect(rows.map((r) => [r.line, r.number, r.trackingNumber, r.outcome])).toEqual([
      [2, ready!.number, "AP1000001", "ready"],
      [3, "RR-ZZZZZZ", "AP1000002", "unknown"],
      [4, twice!.number, "AP1000003", "duplicate"],
      [5, twice!.number, "AP1000004", "duplicate"],
      [6, pending!.number, "AP1000005", "not-paid"],
      [7, shipped!.number, "AP1000006", "fulfilled"],
    ]);
    expect(await status(ready!.number)).toEqual({ status: "paid", tracking_number: null });
    expect(await status(twice!.number)).toEqual({ status: "paid", tracking_number: null });
    for (const to of ["ready@example.com", "twice@example.com"]) expect(await mailTo(to)).toEqual([]);
  });

  it("refuses a file without the two columns, in one sentence", async () => {
    await expect(bulk().previewImport("Name,Weight\nA,1\n")).rejects.toThrow(
      "The file's first row must name a consignment (or tracking) number column and an order reference column.",
    );
  });

  it("on confirm fulfils the matched orders, each with its tracking number and one e-mail", async () => {
    const orders = await insertOrders(db(), [
      { email: "conf-1@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { email: "conf-2@example.com", lines: [{ ...BERRY, quantity: 2 }] },
      { email: "conf-3@example.com", lines: [{ ...ORANGE, quantity: 1 }] },
    ]);
    const csv = ["Consignment Number,Order Reference", ...orders.map((o, i) => `AP20000${i},${o.number}`)].join("\n");
    const preview = await bulk().previewImport(csv);
    expect(preview.map((r) => r.outcome)).toEqual(["ready", "ready", "ready"]);
    const results = await bulk().fulfilMany(
      preview.map((r) => ({ number: r.number, trackingNumber: r.trackingNumber })),
      actor,
    );
    expect(results.map((r) => [r.number, r.ok])).toEqual(orders.map((o) => [o.number, true]));
    for (const [i, o] of orders.entries()) {
      expect(await status(o.number)).toEqual({ status: "fulfilled", tracking_number: `AP20000${i}` });
      expect(await mailTo(`conf-${i + 1}@example.com`)).toHaveLength(1);
    }
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "entity_id", "summary"])
      .where("actor_id", "=", actor.userId)
      .execute();
    for (const o of orders)
      expect(audit.filter((a) => a.action === "order.fulfil" && a.entity_id === o.number)).toHaveLength(1);
    expect(audit.filter((a) => a.action === "order.bulk-fulfil").map((a) => a.summary)).toContain(
      "Bulk fulfil: 3 marked fulfilled, 0 failed",
    );
  });

  it("leaves an order refunded between preview and confirm untouched, reports it, and fulfils the others", async () => {
    const [first, refunded, last] = await insertOrders(db(), [
      { email: "half-1@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { email: "half-2@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { email: "half-3@example.com", lines: [{ ...LEMON, quantity: 1 }] },
    ]);
    const items = [first!, refunded!, last!].map((o, i) => ({ number: o.number, trackingNumber: `AP30000${i}` }));
    const csv = ["order reference,tracking number", ...items.map((i) => `${i.number},${i.trackingNumber}`)].join("\n");
    expect((await bulk().previewImport(csv)).map((r) => r.outcome)).toEqual(["ready", "ready", "ready"]);
    await db()
      .updateTable("orders")
      .set({ status: "refunded", refund_reference: "re_between", refunded_at: s.clock.now.toISOString() })
      .where("id", "=", refunded!.id)
      .execute();

    const results = await bulk().fulfilMany(items, actor);
    expect(results.map((r) => [r.number, r.ok])).toEqual([
      [first!.number, true],
      [refunded!.number, false],
      [last!.number, true],
    ]);
    expect(results[1]!.message).toBe(`Only a paid order can be fulfilled; order ${refunded!.number} is refunded`);
    expect(await status(refunded!.number)).toEqual({ status: "refunded", tracking_number: null });
    expect(await mailTo("half-2@example.com")).toEqual([]);
    const events = await db().selectFrom("order_events").select("type").where("order_id", "=", refunded!.id).execute();
    expect(events).toEqual([]);
    expect(await status(first!.number)).toEqual({ status: "fulfilled", tracking_number: "AP300000" });
    expect(await status(last!.number)).toEqual({ status: "fulfilled", tracking_number: "AP300002" });
  });

  it("rolls back an order whose writes fail half-way, alone, and commits the rest of its batch", async () => {
    const [a, broken, c] = await insertOrders(db(), [
      { email: "mid-1@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { email: "mid-2@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { email: "mid-3@example.com", lines: [{ ...LEMON, quantity: 1 }] },
    ]);
    // The database refuses the audit entry of one order: its status change and timeline are already
    // written in the transaction by then, and must not survive.
    const pg = isPostgres(db());
    if (pg) {
      await sql
        .raw(
          `create or replace function refuse_mid() returns trigger as $$ begin
             if new.entity_id = '${broken!.number}' then raise exception 'refused by the test'; end if;
             return new; end $$ language plpgsql;
           create trigger refuse_mid before insert on audit_log for each row execute function refuse_mid();`,
        )
        .execute(db());
    } else {
      await sql
        .raw(
          `create trigger refuse_mid before insert on audit_log
             when new.entity_id = '${broken!.number}' begin select raise(abort, 'refused by the test'); end`,
        )
        .execute(db());
    }
    try {
      const results = await bulk().fulfilMany(
        [a!, broken!, c!].map((o) => ({ number: o.number, trackingNumber: null })),
        actor,
      );
      expect(results.map((r) => [r.number, r.ok])).toEqual([
        [a!.number, true],
        [broken!.number, false],
        [c!.number, true],
      ]);
      expect(results[1]!.message).toBe("Could not be marked fulfilled; nothing was changed. Try it again.");
    } finally {
      await sql.raw(pg ? "drop trigger refuse_mid on audit_log" : "drop trigger refuse_mid").execute(db());
    }
    expect(await status(broken!.number)).toEqual({ status: "paid", tracking_number: null });
    const events = await db().selectFrom("order_events").select("type").where("order_id", "=", broken!.id).execute();
    expect(events).toEqual([]);
    expect(await mailTo("mid-2@example.com")).toEqual([]);
    expect((await status(a!.number)).status).toBe("fulfilled");
    expect((await status(c!.number)).status).toBe("fulfilled");
    expect(await mailTo("mid-3@example.com")).toHaveLength(1);
  });

  it("fulfils typed orders, a letter without tracking, and refuses a bad tracking number for that order alone", async () => {
    const [letter, bad] = await insertOrders(db(), [
      { email: "letter@example.com", lines: [{ ...LEMON, quantity: 1 }] },
      { email: "bad@example.com", lines: [{ ...LEMON, quantity: 1 }] },
    ]);
    const results = await bulk().fulfilMany(
      [
        { number: letter!.number, trackingNumber: "" },
        { number: bad!.number, trackingNumber: "<b>" },
      ],
      actor,
    );
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(await status(letter!.number)).toEqual({ status: "fulfilled", tracking_number: null });
    expect(await status(bad!.number)).toEqual({ status: "paid", tracking_number: null });
  });
});
