// The packing bench: a slip's number opens its order with the tubs to tick per flavour; each tub
// scanned ticks one; a tub the order does not need, one too many, or an unknown code is refused in
// words and ticks nothing; the last tub marks the order packed (its timeline and the audit log)
// and frees the bench; a packed order cannot be packed again; the ticks survive a reload. Runs on
// SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEntries } from "../../../tests/support/audit";
import { insertOrders } from "../../../tests/support/order-rows";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import type { Actor } from "../audit/audit.record";

vi.setConfig({ testTimeout: 60_000 });

const BERRY = "9300000000019";
const LEMON = "96385074";
const MINT = "036000291452";

let ctx: TestContext;
let staff: Actor;
let other: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  for (const email of ["packer@example.com", "second@example.com"]) {
    await ctx.services.auth.createAdminUser({ email, password: "a long packing password" });
  }
  const users = await ctx.db.selectFrom("admin_users").select(["id", "email"]).orderBy("email").execute();
  staff = { userId: users.find((u) => u.email === "packer@example.com")!.id, email: "packer@example.com" };
  other = { userId: users.find((u) => u.email === "second@example.com")!.id, email: "second@example.com" };
  await ctx.services.stock.barcodes.saveBarcodes(
    [
      { flavor: "Berry", gtin: BERRY },
      { flavor: "Lemon Squash", gtin: LEMON },
      { flavor: "Mint", gtin: MINT },
    ],
    staff,
  );
});
afterAll(() => ctx.dispose());

const pack = () => ctx.services.orders.packing;
const ticks = async (number: string) => {
  const order = await ctx.db.selectFrom("orders").select("id").where("number", "=", number).executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom("order_pack_tubs")
    .select(["flavor", "packed"])
    .where("order_id", "=", order.id)
    .orderBy("flavor_key")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.flavor, Number(r.packed)]));
};
const packedAt = async (number: string) =>
  (await ctx.db.selectFrom("orders").select("packed_at").where("number", "=", number).executeTakeFirstOrThrow())
    .packed_at;

async function newOrder() {
  const [o] = await insertOrders(ctx.db, [
    {
      lines: [
        { productId: "p1", name: "Sorbet", flavor: "Berry", quantity: 2 },
        { productId: "p2", name: "Mixed pack", flavor: "Lemon Squash, Berry", quantity: 1 },
      ],
    },
  ]);
  return o!;
}

describe("scanning a packing slip", () => {
  it("opens its order with its tubs per flavour and the address, in any case", async () => {
    const { number } = await newOrder();
    const answer = await pack().scan(` ${number.toLowerCase()} `, staff);
    expect(answer.tone).toBe("ok");
    expect(answer.message).toBe(`Order ${number} is open: scan its 4 tubs.`);
    expect(answer.bench.order?.number).toBe(number);
    expect(
      answer.bench.order?.address && "suburb" in answer.bench.order.address && answer.bench.order.address.suburb,
    ).toBe("Fitzroy");
    expect(answer.bench.order?.tubs).toEqual([
      { flavor: "Berry", needed: 3, packed: 0 },
      { flavor: "Lemon Squash", needed: 1, packed: 0 },
    ]);
    // A reload finds the same bench.
    expect((await pack().bench(staff)).order?.number).toBe(number);
    expect((await pack().bench(other)).order).toBeNull();
  });

  it("refuses an unknown number, an order not paid and one already sent, in words", async () => {
    const [sent, pending] = await insertOrders(ctx.db, [
      { status: "fulfilled", lines: [{ productId: "p1", name: "Sorbet", flavor: "Berry", quantity: 1 }] },
      { status: "pending", lines: [{ productId: "p1", name: "Sorbet", flavor: "Berry", quantity: 1 }] },
    ]);
    expect((await pack().scan("RR-ZZZZZZ", other)).message).toBe("No order has the number RR-ZZZZZZ.");
    expect((await pack().scan(sent!.number, other)).message).toBe(
      `Order ${sent!.number} has been sent already, so there is nothing to pack.`,
    );
    const refused = await pack().scan(pending!.number, other);
    expect(refused.tone).toBe("refused");
    expect(refused.message).toBe(`Order ${pending!.number} is awaiting payment, so it cannot be packed.`);
    expect(refused.bench.order).toBeNull();
  });
});

describe("scanning tubs", () => {
  it("ticks one unit of the matching flavour per scan", async () => {
    const { number } = await newOrder();
    await pack().scan(number, staff);
    const answer = await pack().scan(BERRY, staff);
    expect(answer.tone).toBe("ok");
    expect(answer.message).toBe("Berry: 1 of 3. 3 tubs to go.");
    expect(answer.bench.order?.tubs.find((t) => t.flavor === "Berry")?.packed).toBe(1);
    expect(await ticks(number)).toEqual({ Berry: 1, "Lemon Squash": 0 });
  });

  it("refuses a tub not in the order, and ticks nothing", async () => {
    const { number } = await newOrder();
    await pack().scan(number, staff);
    const answer = await pack().scan(MINT, staff);
    expect(answer).toMatchObject({ tone: "refused", message: "That Mint tub is not in this order." });
    expect(await ticks(number)).toEqual({ Berry: 0, "Lemon Squash": 0 });
  });

  it("refuses one tub more than the order needs, and ticks nothing", async () => {
    const { number } = await newOrder();
    await pack().scan(number, staff);
    expect((await pack().scan(LEMON, staff)).tone).toBe("ok");
    const answer = await pack().scan(LEMON, staff);
    expect(answer).toMatchObject({ tone: "refused", message: "This order needs only 1 Lemon Squash tub." });
    expect(await ticks(number)).toEqual({ Berry: 0, "Lemon Squash": 1 });
  });

  it("refuses an unknown barcode, a code that is neither, and a tub before any slip", async () => {
    const { number } = await newOrder();
    expect((await pack().scan(BERRY, other)).message).toBe("Scan a packing slip first, then its tubs.");
    await pack().scan(number, staff);
    expect((await pack().scan("4006381333931", staff)).message).toBe(
      "No tub has the barcode number 4006381333931; check it on the product's page.",
    );
    expect((await pack().scan("hello", staff)).message).toBe(
      "That code is neither a packing slip nor a tub's barcode.",
    );
    expect(await ticks(number)).toEqual({ Berry: 0, "Lemon Squash": 0 });
  });
});

describe("the last tub", () => {
  it("marks the order packed, on its timeline and in the audit log, and frees the bench", async () => {
    const { number, id } = await newOrder();
    await pack().scan(number, staff);
    for (const code of [BERRY, LEMON, BERRY]) expect((await pack().scan(code, staff)).tone).toBe("ok");
    expect(await packedAt(number)).toBeNull();
    const done = await pack().scan(BERRY, staff);
    expect(done).toMatchObject({ tone: "packed", message: `Order ${number} is packed. Scan the next slip.` });
    expect(done.bench.order).toBeNull();
    expect(await packedAt(number)).not.toBeNull();
    expect((await pack().bench(staff)).order).toBeNull();
    const detail = await ctx.services.orders.getOrderDetail(id);
    expect(detail.events.map((e) => e.message)).toContain("Packed: every tub scanned");
    const audit = await auditEntries(ctx, "order.pack");
    expect(audit.map((a) => a.summary)).toContain(`Packed order ${number} by scanning its tubs`);
  });

  it("a packed order cannot be packed again", async () => {
    const { number } = await newOrder();
    await pack().scan(number, staff);
    for (const code of [BERRY, LEMON, BERRY, BERRY]) await pack().scan(code, staff);
    const again = await pack().scan(number, other);
    expect(again).toMatchObject({
      tone: "refused",
      message: `Order ${number} is packed already; it cannot be packed again.`,
    });
    expect(again.bench.order).toBeNull();
    expect(await auditEntries(ctx, "order.pack").then((a) => a.filter((e) => e.entityId === number))).toHaveLength(1);
  });
});

describe("putting an order back and undoing a scan", () => {
  it("put back leaves the order unpacked with its ticks cleared, recorded nowhere as packed", async () => {
    const { number, id } = await newOrder();
    await pack().scan(number, staff);
    for (const code of [BERRY, LEMON]) await pack().scan(code, staff);
    const answer = await pack().putBack(staff);
    expect(answer).toMatchObject({
      tone: "ok",
      message: `Order ${number} is put back, not packed. Scan the next slip.`,
    });
    expect(answer.bench.order).toBeNull();
    expect((await pack().bench(staff)).order).toBeNull();
    expect(await ticks(number)).toEqual({ Berry: 0, "Lemon Squash": 0 });
    expect(await packedAt(number)).toBeNull();
    const detail = await ctx.services.orders.getOrderDetail(id);
    expect(detail.events.map((e) => e.type)).not.toContain("packed");
    expect((await auditEntries(ctx, "order.pack")).map((a) => a.entityId)).not.toContain(number);
    // Opening it again starts from nothing ticked.
    expect((await pack().scan(number, staff)).message).toBe(`Order ${number} is open: scan its 4 tubs.`);
  });

  it("put back with no order open is refused in words", async () => {
    expect(await pack().putBack(other)).toMatchObject({
      tone: "refused",
      message: "No order is open, so there is nothing to put back.",
    });
  });

  it("undo takes back the last tick only, once", async () => {
    const { number } = await newOrder();
    await pack().scan(number, staff);
    await pack().scan(BERRY, staff);
    await pack().scan(LEMON, staff);
    const undone = await pack().undoLastScan(staff);
    expect(undone).toMatchObject({ tone: "ok", message: "Took back one Lemon Squash tub. 3 tubs to go." });
    expect(undone.bench.order?.tubs.find((t) => t.flavor === "Lemon Squash")?.packed).toBe(0);
    expect(await ticks(number)).toEqual({ Berry: 1, "Lemon Squash": 0 });
    expect(await pack().undoLastScan(staff)).toMatchObject({
      tone: "refused",
      message: "There is no tub scan to undo.",
    });
    expect(await ticks(number)).toEqual({ Berry: 1, "Lemon Squash": 0 });
  });

  it("undo right after opening a slip has nothing to take back", async () => {
    const { number } = await newOrder();
    await pack().scan(number, other);
    expect((await pack().undoLastScan(other)).message).toBe("There is no tub scan to undo.");
    await pack().putBack(other);
  });
});
