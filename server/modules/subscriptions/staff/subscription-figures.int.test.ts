// The Overview's subscription figures by the shop's calendar: active subscribers,
// monthly recurring revenue (delivery × 52 / 12 ÷ weeks), cancellations this month, renewals due
// in the next 7 days.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubscription } from "../../../../tests/support/subscriptions";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";

let ctx: TestContext;
// 10 am on Wednesday 15 May 2030 in Sydney.
const NOW = new Date("2030-05-15T00:00:00Z");

beforeAll(async () => {
  ctx = await createTestContext({ clock: () => NOW });
});
afterAll(() => ctx.dispose());

describe("the Overview's subscription figures", () => {
  it("counts active subscribers, their monthly revenue, this month's cancellations and renewals due in 7 days", async () => {
    expect(await ctx.services.subscriptions.staff.figures()).toEqual({
      activeSubscribers: 0,
      monthlyRecurringRevenue: 0,
      cancelledThisMonth: 0,
      renewalsDueNext7Days: 0,
    });
    // 54.94 every 4 weeks → 5494 × 52 / 12 / 4 = 5951.83 → 5952
    await insertSubscription(ctx.db, { frequencyWeeks: 4, nextChargeOn: "2030-05-15" });
    // two tubs (89.98, free shipping) every 8 weeks → 8998 × 52 / 12 / 8 = 4874.08 → 4874
    await insertSubscription(ctx.db, {
      frequencyWeeks: 8,
      nextChargeOn: "2030-05-22",
      lines: [{ productId: "one-and-done", flavor: "Lemon Squash", quantity: 2 }],
    });
    // Due after the 7 days, paused, and cancelled ones.
    await insertSubscription(ctx.db, { frequencyWeeks: 4, nextChargeOn: "2030-05-23" });
    await insertSubscription(ctx.db, { status: "paused", nextChargeOn: "2030-05-16" });
    await insertSubscription(ctx.db, { status: "cancelled", createdAt: "2030-05-01T00:00:00.000Z" });
    await insertSubscription(ctx.db, { status: "cancelled", createdAt: "2030-04-29T00:00:00.000Z" });
    // Cancelled at 9 am on 1 May in Sydney (30 April in UTC): this month by the shop's calendar.
    await insertSubscription(ctx.db, { status: "cancelled", createdAt: "2030-04-30T23:00:00.000Z" });
    expect(await ctx.services.subscriptions.staff.figures()).toEqual({
      activeSubscribers: 3,
      monthlyRecurringRevenue: 5952 + 4874 + 5952,
      cancelledThisMonth: 2,
      renewalsDueNext7Days: 2,
    });
  });
});
