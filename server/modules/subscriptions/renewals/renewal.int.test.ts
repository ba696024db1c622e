// The renewal job: a due cycle becomes a paid order priced today with the subscription's
// discount, its tax invoice e-mailed, the subscription moved on, the timeline told; it is charged
// once however often the job runs, and a run that stopped part-way is finished by a later one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";
import { countRenewals, insertSubscriptions, renewalInstance } from "../../../../tests/support/renewal-fixtures";
import { CLAIM_LEASE_MS } from "./renewal.service";

// Monday 2 March 2026 in Sydney (daylight time, UTC+11): charges are due from 9 am.
const clock = { now: new Date("2026-03-02T08:55:00+11:00") };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: "https://shop.test" } });
});
afterAll(() => ctx.dispose());

const subscription = (id: string) =>
  ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const ordersOf = (id: string) => ctx.db.selectFrom("orders").selectAll().where("subscription_id", "=", id).execute();

describe("a due renewal", () => {
  it("is charged from 9 am shop time as a paid order: today's price less the discount, invoice e-mailed, next date set", async () => {
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02", email: "sam@example.com" });
    const before = await countRenewals(ctx.db);
    expect((await ctx.services.subscriptions.renewals.runDue()).claimed).toBe(0);
    clock.now = new Date("2026-03-02T09:01:00+11:00");
    const report = await ctx.services.subscriptions.renewals.runDue();
    expect(report).toMatchObject({ claimed: 1, paid: 1 });

    const [order] = await ordersOf(id!);
    // 49.99 less 10 % per unit is 44.99; one tub ships for 9.95.
    expect(order).toMatchObject({
      status: "paid",
      renewal_cycle: 1,
      subtotal: 4499,
      shipping: 995,
      total: 5494,
      email: "sam@example.com",
      customer_name: "Sam Renew",
    });
    expect(order!.gst).toBe(499);
    const lines = await ctx.db.selectFrom("order_lines").selectAll().where("order_id", "=", order!.id).execute();
    expect(lines).toMatchObject([
      { product_id: "one-and-done", flavor: "Orange Crush", unit_price: 4499, quantity: 1 },
    ]);
    const invoice = await ctx.db
      .selectFrom("mail_outbox")
      .select(["subject", "text"])
      .where("to", "=", "sam@example.com")
      .execute();
    expect(invoice.some((m) => m.text.includes(order!.number) && /tax invoice/i.test(m.text + m.subject))).toBe(true);
    expect(await subscription(id!)).toMatchObject({ next_charge_on: "2026-03-30", next_cycle: 2, status: "active" });
    const cycle = await ctx.db
      .selectFrom("subscription_cycles")
      .selectAll()
      .where("subscription_id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(cycle).toMatchObject({ cycle: 1, status: "paid", order_id: order!.id });
    const events = await ctx.db
      .selectFrom("subscription_events")
      .select(["type", "message"])
      .where("subscription_id", "=", id!)
      .execute();
    expect(events).toContainEqual(expect.objectContaining({ type: "renewal_paid" }));

    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ claimed: 0, paid: 0 });
    expect(await countRenewals(ctx.db)).toEqual({ charges: before.charges + 1, paidOrders: before.paidOrders + 1 });
  });

  it("a run that stopped after making the order is finished by a later run with the same key: one charge", async () => {
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02" });
    // An instance whose provider is unreachable: the cycle is claimed, its order made, the charge not.
    const broken = renewalInstance(ctx, ctx.db);
    broken.provider.chargeSaved = () => Promise.reject(new Error("connect ECONNREFUSED"));
    const before = await countRenewals(ctx.db);
    expect(await broken.renewals.runDue()).toMatchObject({ claimed: 1, errors: 1 });
    broken.close();
    expect(await ordersOf(id!)).toMatchObject([{ status: "pending", renewal_cycle: 1 }]);

    // Within the lease the next run leaves it to its worker; after it, takes it over.
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ claimed: 0, resumed: 0, paid: 0 });
    clock.now = new Date(clock.now.getTime() + CLAIM_LEASE_MS + 1000);
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ resumed: 1, paid: 1 });
    expect(await ordersOf(id!)).toMatchObject([{ status: "paid", renewal_cycle: 1 }]);
    expect(await countRenewals(ctx.db)).toEqual({ charges: before.charges + 1, paidOrders: before.paidOrders + 1 });
    expect(await subscription(id!)).toMatchObject({ next_cycle: 2, next_charge_on: "2026-03-30" });
  });
});
