// The Subscriptions screen's business figures for a chosen range of shop days, counted from the
// subscription rows: started and cancelled in the range, subscribers when it began, churn, and
// the reasons given.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubscription } from "../../../../tests/support/subscriptions";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";

let ctx: TestContext;
// 10 am on Wednesday 15 May 2030 in Sydney.
const NOW = new Date("2030-05-15T00:00:00Z");

beforeAll(async () => {
  ctx = await createTestContext({ clock: () => NOW });
  // Started in March, still active: a subscriber at the start of May and of April.
  for (let i = 0; i < 6; i++) await insertSubscription(ctx.db, { createdAt: "2030-03-10T00:00:00.000Z" });
  // Started in March, cancelled at 9 am on 1 May in Sydney (30 April in UTC): cancelled in May.
  await insertSubscription(ctx.db, {
    status: "cancelled",
    createdAt: "2030-03-10T00:00:00.000Z",
    cancelledAt: "2030-04-30T23:00:00.000Z",
    cancelReason: "Too expensive",
  });
  await insertSubscription(ctx.db, {
    status: "cancelled",
    createdAt: "2030-03-11T00:00:00.000Z",
    cancelledAt: "2030-05-10T00:00:00.000Z",
    cancelReason: "too expensive ",
  });
  // Started in March, cancelled in April with no reason.
  await insertSubscription(ctx.db, {
    status: "cancelled",
    createdAt: "2030-03-12T00:00:00.000Z",
    cancelledAt: "2030-04-20T00:00:00.000Z",
  });
  // Started and cancelled in May: not a subscriber at the start, but a cancellation in May.
  await insertSubscription(ctx.db, {
    status: "cancelled",
    createdAt: "2030-05-02T00:00:00.000Z",
    cancelledAt: "2030-05-12T00:00:00.000Z",
    cancelReason: "Moving overseas",
  });
  // Started in May.
  await insertSubscription(ctx.db, { createdAt: "2030-05-03T00:00:00.000Z" });
  await insertSubscription(ctx.db, { status: "paused", createdAt: "2030-05-04T00:00:00.000Z" });
});
afterAll(() => ctx.dispose());

describe("the Subscriptions screen's figures", () => {
  it("this month: started, cancelled, subscribers at its start, churn and reasons", async () => {
    const r = await ctx.services.subscriptions.staff.report("this-month");
    expect(r).toMatchObject({
      range: "this-month",
      from: "2030-05-01",
      to: "2030-05-16",
      activeSubscribers: 7,
      started: 3,
      cancelled: 3,
      // 6 active + the two cancelled in May that started in March.
      subscribersAtStart: 8,
      churnPercent: 37.5,
    });
    expect(r.monthlyRecurringRevenue).toBeGreaterThan(0);
    expect(r.reasons).toEqual([
      { reason: "Too expensive", count: 2 },
      { reason: "Moving overseas", count: 1 },
    ]);
  });

  it("last month: April's one cancellation among the nine subscribers it began with", async () => {
    const r = await ctx.services.subscriptions.staff.report("last-month");
    expect(r).toMatchObject({
      from: "2030-04-01",
      to: "2030-05-01",
      started: 0,
      cancelled: 1,
      subscribersAtStart: 9,
      churnPercent: 11.1,
      reasons: [{ reason: "No reason given", count: 1 }],
    });
  });

  it("refuses a range it does not know, in words", async () => {
    await expect(ctx.services.subscriptions.staff.report("forever")).rejects.toThrow(
      "Choose this month, last month, the last 90 days or this year",
    );
  });
});
