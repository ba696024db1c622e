// "Order now": a subscription's next delivery charged and sent today, once however often it is
// pressed (two tabs, a double click, two instances), the schedule moving on from today; a declined
// card follows the renewal's failed-payment path.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARD_DECLINE } from "../../../infra/payments/test-cards";
import { countRenewals, insertSubscriptions, renewalInstance } from "../../../../tests/support/renewal-fixtures";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";

// Monday 2 March 2026, 10 am in Sydney.
const clock = { now: new Date("2026-03-02T10:00:00+11:00") };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: "https://shop.test" } });
});
afterAll(() => ctx.dispose());

const subscription = (id: string) =>
  ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const ordersOf = (id: string) => ctx.db.selectFrom("orders").selectAll().where("subscription_id", "=", id).execute();

describe("Order now", () => {
  it("charges the next delivery today, once, even when pressed twice at once on two instances", async () => {
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-20", email: "ona@example.com" });
    const other = renewalInstance(ctx, ctx.db);
    const before = await countRenewals(ctx.db);
    const [a, b] = await Promise.all([
      ctx.services.subscriptions.renewals.orderNow(id!, "2026-03-20", "customer"),
      other.renewals.orderNow(id!, "2026-03-20", "customer"),
    ]);
    other.close();
    expect([a.outcome, b.outcome].sort()).toEqual(["done", "stale"]);
    expect((a.outcome === "done" ? a : b).outcome === "done" && (a.outcome === "done" ? a : b)).toMatchObject({
      report: { paid: 1 },
    });
    expect(await countRenewals(ctx.db)).toEqual({ charges: before.charges + 1, paidOrders: before.paidOrders + 1 });
    expect(await ordersOf(id!)).toMatchObject([{ status: "paid", renewal_cycle: 1 }]);
    // Four weeks on from today, not from the 20th.
    expect(await subscription(id!)).toMatchObject({ next_charge_on: "2026-03-30", next_cycle: 2 });

    // The page still showing the 20th: pressed again later, nothing more is charged.
    expect(await ctx.services.subscriptions.renewals.orderNow(id!, "2026-03-20", "customer")).toEqual({
      outcome: "stale",
    });
    expect((await countRenewals(ctx.db)).charges).toBe(before.charges + 1);
    const events = await ctx.db
      .selectFrom("subscription_events")
      .select("type")
      .where("subscription_id", "=", id!)
      .execute();
    expect(events.map((e) => e.type)).toEqual(["order_now", "renewal_paid"]);
  });

  it("a declined card makes it past due with a pay link, as a renewal would", async () => {
    const [id] = await insertSubscriptions(ctx, 1, {
      nextChargeOn: "2026-03-25",
      card: TEST_CARD_DECLINE,
      email: "decline-now@example.com",
    });
    const r = await ctx.services.subscriptions.renewals.orderNow(id!, "2026-03-25", "customer");
    expect(r).toMatchObject({ outcome: "done", report: { declined: 1 } });
    expect(await subscription(id!)).toMatchObject({ status: "past_due" });
    const mails = await ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to", "=", "decline-now@example.com")
      .execute();
    expect(mails.some((m) => /Your card was declined/.test(m.text))).toBe(true);
  });

  it("changes nothing on a paused or cancelled subscription", async () => {
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-22" });
    await ctx.db.updateTable("subscriptions").set({ status: "paused" }).where("id", "=", id!).execute();
    const before = await countRenewals(ctx.db);
    expect(await ctx.services.subscriptions.renewals.orderNow(id!, "2026-03-22", "customer")).toEqual({
      outcome: "stale",
    });
    expect(await countRenewals(ctx.db)).toEqual(before);
  });
});
