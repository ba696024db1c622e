// Lots and best-before dates: receiving a lot (and each bad receipt refused with nothing saved),
// lots that stop counting at their sell-by point or in quarantine, first expiry first out when an
// order is fulfilled, staff naming a lot, and every tub shipped traceable to a lot or to "no lot".
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { lotFixtures } from "../../../tests/support/lot-fixtures";
import { STAFF } from "../../../tests/support/staff";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";
import { signInAdmin } from "../../../tests/support/admin";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
let url: string;
let close: () => Promise<void>;
const clock = { now: new Date("2026-05-01T00:00:00.000Z") };
let f: ReturnType<typeof lotFixtures>;

beforeAll(async () => {
  const port = await openPort();
  url = port.url;
  ctx = await createTestContext({ clock: () => clock.now, env: { CHECKOUT_RATE_LIMIT: "0", PUBLIC_URL: url } });
  port.serve(createApp(ctx));
  const server = port.server;
  close = async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.dispose();
  };
  f = lotFixtures(ctx, url, () => clock.now);
});
afterAll(() => close());

const services = () => ctx.services;
const lotCount = async () => (await ctx.db.selectFrom("stock_lots").select("id").execute()).length;

beforeEach(async () => {
  clock.now = new Date(clock.now.getTime() + 48 * 3600_000);
  await services().checkout.testPayments!.expireOverdueSessions();
  await ctx.db.deleteFrom("order_line_lots").execute();
  await ctx.db.deleteFrom("stock_lots").execute();
  await ctx.db.deleteFrom("stock_levels").execute();
  await services().settings.updateSetting("stock_lots", { sellableMarginDays: 30 }, STAFF);
});

describe("receiving a lot", () => {
  it("adds its tubs to the flavour's on hand and lists the lot with its best-before date", async () => {
    await services().stock.setStock("Lemon Squash", { onHand: 5, threshold: 0 }, STAFF);
    const lot = await f.receive("Lemon Squash", "l2311", 200, 24);
    expect(lot).toMatchObject({ lotNumber: "L2311", remaining: 24, received: 24, state: "sellable" });
    expect(await f.level("Lemon Squash")).toBe(29);
    // A flavour nobody counted starts counting at the tubs received.
    await f.receive("Orange Crush", "OC-1", 200, 12);
    expect(await f.level("Orange Crush")).toBe(12);
    const lots = await services().stock.lots.listLots();
    expect(lots.map((l) => [l.flavor, l.lotNumber, l.remaining])).toEqual([
      ["Lemon Squash", "L2311", 24],
      ["Orange Crush", "OC-1", 12],
    ]);
    expect(lots[0]!.bestBeforeText).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    const audit = await ctx.db
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "=", "stock.receive")
      .execute();
    expect(audit.map((a) => a.summary)).toContain(
      `Received 24 Lemon Squash of lot L2311, best before ${lots[0]!.bestBeforeText}`,
    );
  });

  it("refuses each bad receipt with one sentence and saves nothing", async () => {
    await f.receive("Lemon Squash", "L100", 200, 10);
    const before = {
      lots: await lotCount(),
      onHand: await f.level("Lemon Squash"),
      orange: await f.level("Orange Crush"),
    };
    const receive = (input: Record<string, unknown>) =>
      services().stock.lots.receiveLot(
        "Orange Crush",
        { quantity: 5, lotNumber: "OC-9", bestBefore: f.day(200), ...input },
        STAFF,
      );
    await expect(receive({ lotNumber: "l100" })).rejects.toThrow(
      "Lot L100 is already recorded for Lemon Squash; each lot number belongs to one flavour",
    );
    await expect(receive({ bestBefore: f.day(-1) })).rejects.toThrow(
      /^Best before .* has passed; these tubs cannot be received$/,
    );
    await expect(receive({ bestBefore: f.day(20) })).rejects.toThrow(
      /^Best before .* is within the 30-day sell-by margin, so these tubs could not be sold$/,
    );
    for (const quantity of [0, 1.5, -3, "many"]) {
      await expect(receive({ quantity })).rejects.toThrow("Quantity must be a whole number of tubs, at least 1");
    }
    await expect(receive({ lotNumber: "  " })).rejects.toThrow("Enter the lot number printed on the tubs");
    await expect(receive({ lotNumber: undefined })).rejects.toThrow("Enter the lot number printed on the tubs");
    expect({
      lots: await lotCount(),
      onHand: await f.level("Lemon Squash"),
      orange: await f.level("Orange Crush"),
    }).toEqual(before);

    const headers = { ...(await signInAdmin({ url, ctx })), "content-type": "application/json" };
    const res = await fetch(`${url}/api/admin/stock/orange%20crush/lots`, {
      method: "POST",
      headers,
      body: JSON.stringify({ quantity: 0, lotNumber: "OC-9", bestBefore: f.day(200) }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Quantity must be a whole number of tubs, at least 1");
    expect(await lotCount()).toBe(before.lots);
  });
});

describe("lots that stop counting", () => {
  it("writes off a lot at its sell-by point and a quarantined lot, once each, and never ships either", async () => {
    await services().stock.setStock("Lemon Squash", { onHand: 4, threshold: 0 }, STAFF);
    await f.receive("Lemon Squash", "SOON", 100, 6);
    await f.receive("Lemon Squash", "HELD", 300, 5);
    const order = await f.paidOrder("Lemon Squash", 3);
    expect(await f.level("Lemon Squash")).toBe(12);

    await services().stock.lots.quarantineLot((await f.lot("HELD")).id, STAFF);
    expect(await f.level("Lemon Squash")).toBe(7);
    clock.now = new Date(clock.now.getTime() + 75 * 86_400_000); // best-before less 30 days has come
    expect((await services().stock.lots.listLots()).map((l) => [l.lotNumber, l.state])).toEqual([
      ["SOON", "not-sellable"],
      ["HELD", "quarantined"],
    ]);
    expect(await services().stock.lots.writeOffPastSellBy()).toBe(1);
    expect(await services().stock.lots.writeOffPastSellBy()).toBe(0);
    expect(await f.level("Lemon Squash")).toBe(1);
    const why = await ctx.db.selectFrom("audit_log").select("summary").where("entity_type", "=", "stock").execute();
    expect(why.map((w) => w.summary)).toEqual(
      expect.arrayContaining([
        "Lot SOON passed its sell-by margin: 6 Lemon Squash tubs no longer counted as on hand",
        "Lot HELD quarantined: 5 Lemon Squash tubs no longer counted as on hand",
      ]),
    );

    const shipped = await f.fulfil(order);
    expect(await f.shipped(order)).toEqual(["none:3"]);
    expect(shipped.events.map((e) => e.message)).toContain(
      "Shipped 3 Lemon Squash with no lot recorded. Some tubs have no lot recorded",
    );
    expect((await f.lot("SOON")).quantity_remaining).toBe(6);
    expect((await f.lot("HELD")).quantity_remaining).toBe(5);
  });

  it("follows the margin staff set", async () => {
    await f.receive("Lemon Squash", "L1", 90, 5);
    expect((await services().stock.lots.listLots())[0]!.state).toBe("near");
    await expect(services().stock.lots.setMarginDays({ sellableMarginDays: -1 }, STAFF)).rejects.toThrow(
      "The margin cannot be negative",
    );
    expect(await services().stock.lots.setMarginDays({ sellableMarginDays: 100 }, STAFF)).toBe(100);
    expect((await services().stock.lots.listLots())[0]!.state).toBe("not-sellable");
  });
});

describe("first expiry, first out at fulfilment", () => {
  it("takes the earliest sellable lot first and splits a line across two lots", async () => {
    await f.receive("Orange Crush", "LATE", 300, 10);
    await f.receive("Orange Crush", "EARLY", 100, 3);
    const order = await f.paidOrder("Orange Crush", 5);
    const detail = await f.fulfil(order);
    expect(detail.status).toBe("fulfilled");
    expect(await f.shipped(order)).toEqual(["EARLY:3", "LATE:2"]);
    expect((await f.lot("EARLY")).quantity_remaining).toBe(0);
    expect((await f.lot("LATE")).quantity_remaining).toBe(8);
    expect(detail.events.map((e) => e.message).join("\n")).toMatch(
      /Shipped 3 Orange Crush from lot EARLY \(best before \d{2}\/\d{4}\); 2 Orange Crush from lot LATE/,
    );
  });

  it("records what lots cannot cover as 'no lot', so every tub shipped is traceable", async () => {
    await services().stock.setStock("Lemon Squash", { onHand: 20, threshold: 0 }, STAFF);
    await services().stock.setStock("Orange Crush", { onHand: 20, threshold: 0 }, STAFF);
    await f.receive("Lemon Squash", "LS-A", 200, 3);
    const sessionOrders = [
      await f.paidOrder("Lemon Squash", 2),
      await f.paidOrder("Lemon Squash", 4),
      await f.paidOrder("Orange Crush", 1),
    ];
    for (const id of sessionOrders) await f.fulfil(id);
    for (const id of sessionOrders) {
      const units = (
        await ctx.db.selectFrom("order_stock").select("quantity").where("order_id", "=", id).execute()
      ).reduce((n, r) => n + r.quantity, 0);
      const traced = (await services().stock.lots.lotsShippedIn([id])).reduce((n, l) => n + l.quantity, 0);
      expect(traced, id).toBe(units);
    }
    expect(await f.shipped(sessionOrders[1]!)).toEqual(["LS-A:1", "none:3"]);
    expect(await f.shipped(sessionOrders[2]!)).toEqual(["none:1"]);
  });

  it("uses the lot staff name, and refuses one of another flavour, not sellable or short, changing nothing", async () => {
    await f.receive("Orange Crush", "OC-EARLY", 100, 10);
    await f.receive("Orange Crush", "OC-LATE", 300, 10);
    await f.receive("Lemon Squash", "LS-1", 300, 2);
    await f.receive("Orange Crush", "OC-HELD", 300, 10);
    await services().stock.lots.quarantineLot((await f.lot("OC-HELD")).id, STAFF);
    const order = await f.paidOrder("Orange Crush", 4);
    const refused = async (lot: string, message: string) => {
      await expect(f.fulfil(order, { "orange crush": lot })).rejects.toThrow(message);
      expect((await services().orders.getOrderDetail(order)).status).toBe("paid");
      expect(await f.shipped(order)).toEqual([]);
    };
    await refused("LS-1", "Lot LS-1 is Lemon Squash, not Orange Crush");
    await refused("OC-HELD", "Lot OC-HELD is quarantined and cannot be shipped");
    await refused("NOPE", "No lot NOPE has been received");
    await expect(f.fulfil(order, { "Lemon Squash": "LS-1" })).rejects.toThrow(
      "This order has no counted Lemon Squash tubs to take from lot LS-1",
    );
    await ctx.db.updateTable("stock_lots").set({ quantity_remaining: 3 }).where("lot_number", "=", "OC-LATE").execute();
    await refused("oc-late", "Lot OC-LATE has only 3 tubs left; this order needs 4");
    await ctx.db
      .updateTable("stock_lots")
      .set({ quantity_remaining: 10 })
      .where("lot_number", "=", "OC-LATE")
      .execute();

    const detail = await f.fulfil(order, { "Orange Crush": "oc-late" });
    expect(await f.shipped(order)).toEqual(["OC-LATE:4"]);
    expect((await f.lot("OC-EARLY")).quantity_remaining).toBe(10);
    expect(detail.events.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Shipped 4 Orange Crush from lot OC-LATE/)]),
    );
    const audit = await ctx.db
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "=", "order.lot_override")
      .execute();
    expect(audit.map((a) => a.summary)).toEqual([`Chose lot OC-LATE for 4 Orange Crush on order ${detail.number}`]);
  });

  it("never takes the same tubs twice when orders are fulfilled at once", async () => {
    await services().stock.setStock("Lemon Squash", { onHand: 40, threshold: 0 }, STAFF);
    await f.receive("Lemon Squash", "RACE-1", 100, 5);
    await f.receive("Lemon Squash", "RACE-2", 200, 6);
    const orders: string[] = [];
    for (let i = 0; i < 20; i++) orders.push(await f.paidOrder("Lemon Squash", 2));
    const results = await Promise.allSettled(orders.map((id) => f.fulfil(id)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const rows = await ctx.db.selectFrom("order_line_lots").selectAll().where("order_id", "in", orders).execute();
    const from = (lot: string | null) => rows.filter((r) => r.lot_id === lot).reduce((n, r) => n + r.quantity, 0);
    expect(from((await f.lot("RACE-1")).id)).toBe(5);
    expect(from((await f.lot("RACE-2")).id)).toBe(6);
    expect(from(null)).toBe(29);
    expect((await f.lot("RACE-1")).quantity_remaining).toBe(0);
    expect((await f.lot("RACE-2")).quantity_remaining).toBe(0);
    for (const id of orders) expect(rows.filter((r) => r.order_id === id).reduce((n, r) => n + r.quantity, 0)).toBe(2);
  });
});

describe("tracing a lot", () => {
  it("finds exactly the orders that shipped each of 3 lots across 50 orders", async () => {
    await f.receive("Orange Crush", "TR-A", 100, 41);
    await f.receive("Orange Crush", "TR-B", 200, 40);
    await f.receive("Orange Crush", "TR-C", 300, 40);
    const orders: string[] = [];
    for (let i = 0; i < 50; i++) orders.push(await f.paidOrder("Orange Crush", 2));
    for (const id of orders) await f.fulfil(id);
    // Order i's tubs are numbers 2i and 2i+1 of the 121 received, A's first, then B's, then C's.
    const bounds = { "TR-A": [0, 41], "TR-B": [41, 81], "TR-C": [81, 121] } as const;
    for (const [lot, [start, end]] of Object.entries(bounds)) {
      const expected = orders.filter((_, i) => 2 * i < end && 2 * i + 2 > start).sort();
      expect(await services().stock.lots.ordersThatShippedLot((await f.lot(lot)).id), lot).toEqual(expected);
    }
    const shipped = await services().stock.lots.lotsShippedIn([orders[20]!, orders[40]!]);
    expect(shipped.map((l) => [l.orderId, l.lotNumber, l.quantity]).sort()).toEqual(
      [
        [orders[20], "TR-A", 1],
        [orders[20], "TR-B", 1],
        [orders[40], "TR-B", 1],
        [orders[40], "TR-C", 1],
      ].sort(),
    );
  });
});
