// The timeline writer: every entry keeps who made the change and its data, in order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubscription } from "../../../tests/support/subscriptions";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { recordSubscriptionEvent } from "./subscription-events";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

describe("recordSubscriptionEvent", () => {
  it("adds entries to one subscription's timeline with actor, data and time, in order", async () => {
    const sub = await insertSubscription(ctx.db);
    await recordSubscriptionEvent(ctx.db, {
      subscriptionId: sub.id,
      type: "skipped",
      message: "Skipped the delivery of 15 Jan",
      actor: "customer",
      data: { from: "2030-01-15", to: "2030-02-12" },
      at: "2025-12-01T00:00:00.000Z",
    });
    await recordSubscriptionEvent(ctx.db, {
      subscriptionId: sub.id,
      type: "cancelled",
      message: "Cancelled",
      actor: "staff:owner@example.com",
    });
    const rows = await ctx.db
      .selectFrom("subscription_events")
      .selectAll()
      .where("subscription_id", "=", sub.id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.type, r.actor, r.data])).toEqual([
      ["skipped", "customer", JSON.stringify({ from: "2030-01-15", to: "2030-02-12" })],
      ["cancelled", "staff:owner@example.com", null],
    ]);
    expect(rows[0]!.created_at).toBe("2025-12-01T00:00:00.000Z");
    expect(Date.now() - Date.parse(rows[1]!.created_at)).toBeLessThan(60_000);
  });
});
