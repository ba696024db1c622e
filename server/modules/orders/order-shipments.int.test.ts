// Partial shipments: an order leaves in parcels, each with its own tracking (or none) and one
// e-mail listing what is in it and what follows; sending the same parcel again records nothing
// and e-mails no one; a quantity over what is left is refused with nothing changed; the order is
// fulfilled only when its last tub has shipped ("Mark fulfilled" ships everything remaining);
// every tub shipped is traceable to a lot per shipment; an order fulfilled before shipments were
// kept reads as one shipment of everything. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertOrders } from "../../../tests/support/order-rows";
import { lotFixtures } from "../../../tests/support/lot-fixtures";
import { STAFF } from "../../../tests/support/staff";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
let url: string;
let close: () => Promise<void>;
const clock = { now: new Date("2026-05-01T00:00:00.000Z") };
let f: ReturnType<typeof lotFixtures>;
const EMAIL = "parcels@example.com";

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

const orders = () => ctx.services.orders;
const mails = () =>
  ctx.db.selectFrom("mail_outbox").select(["subject", "text"]).where("to", "=", EMAIL).orderBy("created_at").execute();
const shippedMails = async () => (await mails()).filter((m) => /shipped/.test(m.subject));
const lotRows = (orderId: string) =>
  ctx.db
    .selectFrom("order_line_lots")
    .leftJoin("stock_lots", "stock_lots.id", "order_line_lots.lot_id")
    .select(["order_line_lots.shipment_id", "order_line_lots.flavor_key", "stock_lots.lot_number", "quantity"])
    .where("order_id", "=", orderId)
    .execute();

async function twoLineOrder(): Promise<string> {
  const sessionId = await startCheckout(url, [
    { id: "one-and-done", quantity: 3, flavor: "Lemon Squash" },
    { id: "one-and-done", quantity: 2, flavor: "Orange Crush" },
  ]);
  expect(
    await ctx.services.checkout.testPayments!.submitPayment(sessionId, { ...GOOD_PAYMENT_FORM, email: EMAIL }),
  ).toMatchObject({ ok: true });
  return (await orders().findOrderBySession(sessionId))!.id;
}

describe("shipping an order in two parcels", () => {
  let id: string;
  beforeAll(async () => {
    await f.receive("Lemon Squash", "LS-EARLY", 120, 2);
    await f.receive("Lemon Squash", "LS-LATE", 300, 10);
    await f.receive("Orange Crush", "OC-1", 200, 6);
    id = await twoLineOrder();
  });

  it("records the first parcel with its tracking, e-mails it once, and leaves the order partly shipped", async () => {
    const first = await orders().shipPart(
      id,
      { shipmentId: "shp_first_parcel_0001", quantities: [2, 0], trackingNumber: "AP111222333" },
      STAFF,
    );
    expect(first.status).toBe("paid");
    expect(first.shipments).toHaveLength(1);
    expect(first.shipments![0]).toMatchObject({
      trackingNumber: "AP111222333",
      lines: [{ name: "Basic Recovery Pack", flavor: "Lemon Squash", quantity: 2 }],
    });
    const sent = await shippedMails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/Part of your .* order .* has shipped/);
    expect(sent[0]!.text).toContain("https://auspost.com.au/mypost/track/details/AP111222333");
    expect(sent[0]!.text).toContain("In this parcel:\n  2 x Basic Recovery Pack (Lemon Squash)");
    expect(sent[0]!.text).toContain(
      "Still to come:\n  1 x Basic Recovery Pack (Lemon Squash)\n  2 x Basic Recovery Pack (Orange Crush)",
    );

    // The same parcel sent again (a double click, a retry) records nothing and e-mails no one.
    const again = await orders().shipPart(
      id,
      { shipmentId: "shp_first_parcel_0001", quantities: [2, 0], trackingNumber: "AP111222333" },
      STAFF,
    );
    expect(again.shipments).toHaveLength(1);
    expect(await shippedMails()).toHaveLength(1);
  });

  it("lists the order under Partly shipped, marked so on its row, until its last parcel leaves", async () => {
    const partly = await orders().listOrders({ status: "partly_shipped" });
    expect(partly.orders.map((o) => [o.id, o.partlyShipped])).toEqual([[id, true]]);
    expect(partly.total).toBe(1);
    // The default list marks it too, and leaves an order with nothing sent unmarked.
    const other = await twoLineOrder();
    const all = await orders().listOrders({});
    expect(all.orders.find((o) => o.id === id)?.partlyShipped).toBe(true);
    expect(all.orders.find((o) => o.id === other)?.partlyShipped).toBe(false);
    expect((await orders().listOrders({ status: "partly_shipped" })).orders.map((o) => o.id)).toEqual([id]);
  });

  it("refuses more than is left to ship, with nothing changed", async () => {
    const before = { lots: await lotRows(id), mails: (await mails()).length };
    await expect(
      orders().shipPart(id, { shipmentId: "shp_too_many_000001", quantities: [2, 1], trackingNumber: null }, STAFF),
    ).rejects.toThrow("Only 1 Basic Recovery Pack (Lemon Squash) is left to ship; this parcel has 2");
    await expect(
      orders().shipPart(id, { shipmentId: "shp_nothing_0000001", quantities: [0, 0], trackingNumber: null }, STAFF),
    ).rejects.toThrow("Put at least one item in the parcel");
    const after = await orders().getOrderDetail(id);
    expect(after.shipments).toHaveLength(1);
    expect(after.status).toBe("paid");
    expect(await lotRows(id)).toEqual(before.lots);
    expect((await mails()).length).toBe(before.mails);
  });

  it("Mark fulfilled ships the rest untracked, e-mails that parcel once, and only then fulfils", async () => {
    clock.now = new Date(clock.now.getTime() + 2 * 86_400_000); // the rest comes in two days later
    const done = await orders().fulfilOrder(id, null, STAFF);
    expect(done.status).toBe("fulfilled");
    expect(done.shipments?.map((s) => [s.trackingNumber, s.lines.map((l) => `${l.quantity} ${l.flavor}`)])).toEqual([
      ["AP111222333", ["2 Lemon Squash"]],
      [null, ["1 Lemon Squash", "2 Orange Crush"]],
    ]);
    const sent = await shippedMails();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain("sent without tracking");
    expect(sent[1]!.text).not.toContain("auspost.com.au");
    expect(sent[1]!.text).toContain("This parcel completes your order.");
    expect((await orders().listOrders({ status: "partly_shipped" })).orders).toEqual([]);
  });

  it("traces every tub shipped to a lot, per shipment", async () => {
    const detail = await orders().getOrderDetail(id);
    const [first, second] = detail.shipments!;
    const rows = await lotRows(id);
    const of = (shipmentId: string) =>
      rows
        .filter((r) => r.shipment_id === shipmentId)
        .map((r) => `${r.lot_number}:${r.quantity}`)
        .sort();
    expect(of(first!.id)).toEqual(["LS-EARLY:2"]);
    expect(of(second!.id)).toEqual(["LS-LATE:1", "OC-1:2"]);
    expect(rows.every((r) => r.shipment_id !== null && r.lot_number !== null)).toBe(true);
  });
});

describe("an order fulfilled before shipments were kept", () => {
  it("reads as one shipment of everything, with its tracking number and date", async () => {
    const [old] = await insertOrders(ctx.db, [
      {
        status: "fulfilled",
        lines: [{ productId: "p1", name: "Sorbet", flavor: "Berry", quantity: 2 }],
      },
    ]);
    await ctx.db
      .updateTable("orders")
      .set({ tracking_number: "AP999", fulfilled_at: "2026-04-02T03:00:00.000Z" })
      .where("id", "=", old!.id)
      .execute();
    const detail = await orders().getOrderDetail(old!.id);
    expect(detail.shipments).toEqual([
      {
        id: `${old!.id}-all`,
        createdAt: "2026-04-02T03:00:00.000Z",
        trackingNumber: "AP999",
        carrier: null,
        lines: [{ position: 0, name: "Sorbet", flavor: "Berry", quantity: 2 }],
      },
    ]);
  });
});
