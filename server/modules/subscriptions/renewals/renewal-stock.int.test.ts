// A flavour out of stock at renewal (the rule in docs/decisions/0024-subscription-renewals.md):
// the customer is e-mailed once, nothing is charged, the delivery is tried again each day at the
// charge hour for up to 7 days and charged when it can ship, else skipped with a notice. A flavour
// is never swapped without the customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";
import { countRenewals, insertSubscriptions } from "../../../../tests/support/renewal-fixtures";
import { STAFF } from "../../../../tests/support/staff";

const clock = { now: new Date("2026-03-02T09:05:00+11:00") };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: "https://shop.test" } });
});
afterAll(() => ctx.dispose());

const at = (local: string) => (clock.now = new Date(`${local}+11:00`));
const sub = (id: string) =>
  ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const cycle = (id: string) =>
  ctx.db.selectFrom("subscription_cycles").selectAll().where("subscription_id", "=", id).executeTakeFirstOrThrow();
const mails = (to: string) =>
  ctx.db.selectFrom("mail_outbox").select(["subject", "text"]).where("to", "=", to).orderBy("created_at").execute();
const setStock = (flavor: string, onHand: number) =>
  ctx.services.stock.setStock(flavor, { onHand, threshold: 0 }, STAFF);
const run = () => ctx.services.subscriptions.renewals.runDue();

describe("a flavour out of stock at renewal", () => {
  it("waits, tried daily, and is charged the day it is back: same flavour, no second e-mail", async () => {
    at("2026-03-02T09:05:00");
    await setStock("Pineapple Punch", 0);
    const lines = [{ productId: "one-and-done", flavor: "Pineapple Punch", quantity: 2 }];
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02", lines, email: "pia@example.com" });
    const before = await countRenewals(ctx.db);
    expect(await run()).toMatchObject({ claimed: 1, waitingStock: 1, paid: 0 });
    expect(await cycle(id!)).toMatchObject({
      status: "waiting_stock",
      order_id: null,
      next_attempt_at: new Date("2026-03-03T09:00:00+11:00").toISOString(),
    });
    const told = await mails("pia@example.com");
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/waiting for stock/);
    expect(told[0]!.text).toMatch(/2 × Basic Recovery Pack \(Pineapple Punch\)/);
    expect(told[0]!.text).toMatch(/We have not charged you/);
    expect(told[0]!.text).toMatch(/until 9 March 2026/);

    at("2026-03-03T09:00:00");
    expect(await run()).toMatchObject({ waitingStock: 1 });
    expect(await mails("pia@example.com")).toHaveLength(1);
    await setStock("Pineapple Punch", 5);
    at("2026-03-04T09:00:00");
    expect(await run()).toMatchObject({ paid: 1 });
    const order = await ctx.db
      .selectFrom("orders")
      .selectAll()
      .where("subscription_id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid", renewal_cycle: 1, total: 8998 });
    const line = await ctx.db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(line.flavor).toBe("Pineapple Punch");
    // The schedule keeps its day: four weeks after the day it was due.
    expect(await sub(id!)).toMatchObject({ next_cycle: 2, next_charge_on: "2026-03-30", status: "active" });
    expect(await countRenewals(ctx.db)).toEqual({ charges: before.charges + 1, paidOrders: before.paidOrders + 1 });
    const left = (await ctx.services.stock.listStock()).find((l) => l.flavor === "Pineapple Punch")!;
    expect(left.onHand).toBe(3);
  });

  it("still out after 7 days: that delivery is skipped with a notice, never charged; the next one stays", async () => {
    at("2026-03-02T09:05:00");
    await setStock("Lemon Squash", 0);
    const lines = [{ productId: "one-and-done", flavor: "Lemon Squash", quantity: 1 }];
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02", lines, email: "lee@example.com" });
    const before = await countRenewals(ctx.db);
    for (let d = 2; d <= 8; d++) {
      at(`2026-03-0${d}T09:00:00`);
      expect(await run()).toMatchObject({ waitingStock: 1, skipped: 0 });
    }
    at("2026-03-09T09:00:00");
    expect(await run()).toMatchObject({ skipped: 1 });
    expect(await cycle(id!)).toMatchObject({ status: "skipped", next_attempt_at: null, order_id: null });
    expect(await sub(id!)).toMatchObject({ status: "active", next_cycle: 2, next_charge_on: "2026-03-30" });
    const told = await mails("lee@example.com");
    expect(told.map((m) => m.subject)).toEqual([
      "Your Rebound delivery is waiting for stock",
      "Your Rebound delivery was skipped",
    ]);
    expect(told[1]!.text).toMatch(/You were not charged/);
    expect(await countRenewals(ctx.db)).toEqual(before);
    const types = await ctx.db
      .selectFrom("subscription_events")
      .select("type")
      .where("subscription_id", "=", id!)
      .execute();
    expect(types.map((t) => t.type)).toEqual(["waiting_stock", "skipped_out_of_stock"]);
  });
});
