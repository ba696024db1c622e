// A customer's pause ends by itself: on the restart day the reminder goes as for any
// delivery, and the renewal job makes the day's charge. A pause that failed payments caused does not
// end by itself: the customer resumes it (with a working card).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";
import { insertSubscriptions } from "../../../../tests/support/renewal-fixtures";

// Monday 2 March 2026 in Sydney (daylight time, UTC+11).
const clock = { now: new Date("2026-02-27T10:00:00+11:00") };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: "https://shop.test" } });
});
afterAll(() => ctx.dispose());

const subscription = (id: string) =>
  ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the end of a pause", () => {
  it("reminds before the restart day and charges on it, active again", async () => {
    const [customerPause] = await insertSubscriptions(ctx, 1, {
      nextChargeOn: "2026-03-02",
      email: "pause@example.com",
    });
    const [failedPause] = await insertSubscriptions(ctx, 1, {
      nextChargeOn: "2026-03-02",
      email: "failed@example.com",
    });
    await ctx.db
      .updateTable("subscriptions")
      .set({ status: "paused", paused_cycles: 2 })
      .where("id", "=", customerPause!)
      .execute();
    await ctx.db
      .updateTable("subscriptions")
      .set({ status: "paused", paused_cycles: 0 })
      .where("id", "=", failedPause!)
      .execute();

    // Friday: three days before the restart day, the reminder.
    const early = await ctx.services.subscriptions.renewals.runDue();
    expect(early).toMatchObject({ claimed: 0, reminders: 1 });
    expect((await subscription(customerPause!)).status).toBe("paused");

    clock.now = new Date("2026-03-02T09:01:00+11:00");
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ claimed: 1, paid: 1 });
    expect(await subscription(customerPause!)).toMatchObject({ status: "active", paused_cycles: 0, next_cycle: 2 });
    expect(await subscription(failedPause!)).toMatchObject({ status: "paused", next_cycle: 1 });
    const events = await ctx.db
      .selectFrom("subscription_events")
      .select("type")
      .where("subscription_id", "=", customerPause!)
      .execute();
    expect(events.map((e) => e.type)).toContain("resumed");
  });
});
