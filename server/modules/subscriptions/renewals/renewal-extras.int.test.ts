// "Add to next delivery": a one-time extra rides on the next renewal only, priced with the
// subscription's discount, and is refused once that delivery's payment has started.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubscriptions } from "../../../../tests/support/renewal-fixtures";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";

// Monday 2 March 2026, 10 am in Sydney.
const clock = { now: new Date("2026-03-02T10:00:00+11:00") };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: "https://shop.test" } });
});
afterAll(() => ctx.dispose());

const row = (id: string) =>
  ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const renewalLines = async (id: string, cycle: number) => {
  const order = await ctx.db
    .selectFrom("orders")
    .select(["id", "status"])
    .where("subscription_id", "=", id)
    .where("renewal_cycle", "=", cycle)
    .executeTakeFirstOrThrow();
  const lines = await ctx.db
    .selectFrom("order_lines")
    .select(["product_id", "flavor", "unit_price", "quantity"])
    .where("order_id", "=", order.id)
    .orderBy("product_id")
    .orderBy("flavor")
    .execute();
  return { status: order.status, lines };
};

describe("a one-time extra on the next delivery", () => {
  it("is charged with the next renewal at the subscription's discount, and not with the one after", async () => {
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-03", email: "extra@example.com" });
    const sub = await row(id!);
    const who = { customerId: sub.customer_id };
    const s = ctx.services.subscriptions;
    const view = await s.addToNext(who, sub.number, "one-and-done", "Lemon Squash", 2);
    expect(view.extras).toEqual([
      { productId: "one-and-done", flavor: "Lemon Squash", quantity: 2, name: "Basic Recovery Pack" },
    ]);
    // Three tubs at 44.99 (10 % off 49.99), shipped free as more than one tub.
    expect(view.nextTotal).toBe(3 * 4499);
    expect(view.amount.total).toBe(4499 + 995);
    await expect(s.addToNext(who, sub.number, "one-and-done", "Grape", 1)).rejects.toThrow(
      "Basic Recovery Pack is not available in Grape",
    );

    clock.now = new Date("2026-03-03T09:05:00+11:00");
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ claimed: 1, paid: 1 });
    expect(await renewalLines(id!, 1)).toEqual({
      status: "paid",
      lines: [
        { product_id: "one-and-done", flavor: "Lemon Squash", unit_price: 4499, quantity: 2 },
        { product_id: "one-and-done", flavor: "Orange Crush", unit_price: 4499, quantity: 1 },
      ],
    });
    const after = await s.get(who, sub.number);
    expect(after.extras).toEqual([]);
    expect(after.nextTotal).toBe(after.amount.total);

    clock.now = new Date("2026-03-31T09:05:00+11:00");
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ paid: 1 });
    expect((await renewalLines(id!, 2)).lines).toEqual([
      { product_id: "one-and-done", flavor: "Orange Crush", unit_price: 4499, quantity: 1 },
    ]);
  });

  it("is refused once the delivery's payment has started, and can be taken off before", async () => {
    clock.now = new Date("2026-03-02T10:00:00+11:00");
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-10" });
    const sub = await row(id!);
    const who = { customerId: sub.customer_id };
    const s = ctx.services.subscriptions;
    await s.addToNext(who, sub.number, "one-and-done", "Orange Crush", 1);
    expect((await s.removeExtras(who, sub.number)).extras).toEqual([]);
    await expect(s.removeExtras(who, sub.number)).rejects.toThrow("Nothing extra is added to the next delivery");
    await ctx.db
      .insertInto("subscription_cycles")
      .values({
        subscription_id: id!,
        cycle: 1,
        due_on: "2026-03-10",
        status: "charging",
        idempotency_key: `${id}-c1-test`,
        created_at: clock.now.toISOString(),
        updated_at: clock.now.toISOString(),
      })
      .execute();
    await expect(s.addToNext(who, sub.number, "one-and-done", "Orange Crush", 1)).rejects.toThrow(
      "This delivery's payment has already started, so nothing more can be added to it",
    );
  });
});
