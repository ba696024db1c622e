// What a customer, or staff on their behalf, does with a subscription, on both
// databases: each change is written with its timeline entry and confirmation e-mail; a refused one
// (bad input, a charge under way, another customer's subscription) changes nothing at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOffer, insertSubscription } from "../../../../tests/support/subscriptions";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";
import type { SubscriptionService } from "./subscription.service";

let ctx: TestContext;
let subs: SubscriptionService;
const NOW = new Date("2030-01-01T00:00:00Z"); // 11 am on 1 January 2030 in Sydney

beforeAll(async () => {
  ctx = await createTestContext({ clock: () => NOW });
  subs = ctx.services.subscriptions;
  await insertOffer(ctx.db, "one-and-done", { frequencies: [4, 6, 8] });
  await insertOffer(ctx.db, "dynamic-duo", { frequencies: [4] });
});
afterAll(() => ctx.dispose());

async function state(id: string) {
  const row = await ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const events = await ctx.db
    .selectFrom("subscription_events")
    .selectAll()
    .where("subscription_id", "=", id)
    .orderBy("id")
    .execute();
  const mails = await ctx.db
    .selectFrom("mail_outbox")
    .select(["subject", "text"])
    .where("to", "=", row.email)
    .execute();
  const cycles = await ctx.db.selectFrom("subscription_cycles").selectAll().where("subscription_id", "=", id).execute();
  return { row, events, mails, cycles };
}

/** The change is refused with `message` and nothing about the subscription changed. */
async function refusedUnchanged(id: string, attempt: () => Promise<unknown>, message: string | RegExp) {
  const before = await state(id);
  await expect(attempt()).rejects.toThrow(message);
  expect(await state(id)).toEqual(before);
}

describe("the customer's changes", () => {
  it("skips the next delivery: the ledger marks the cycle skipped, the date moves one frequency, e-mail and timeline", async () => {
    const s = await insertSubscription(ctx.db, { nextChargeOn: "2030-01-15", frequencyWeeks: 4 });
    const view = await subs.skip({ customerId: s.customerId }, s.number);
    expect(view.nextChargeOn).toBe("2030-02-12");
    const { row, events, mails, cycles } = await state(s.id);
    expect(row.next_cycle).toBe(2);
    expect(cycles.map((c) => [c.cycle, c.status, c.due_on])).toEqual([[1, "skipped", "2030-01-15"]]);
    expect(events.map((e) => [e.type, e.actor])).toEqual([["skipped", "customer"]]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Next delivery skipped (subscription ${s.number})`);
    expect(mails[0]!.text).toContain("Tuesday 12 February 2030");
  });

  it.each(["claimed", "charging", "paid", "needs_action"])("refuses a skip once the charge is %s", async (status) => {
    const s = await insertSubscription(ctx.db, { nextChargeOn: "2030-01-15" });
    await ctx.db
      .insertInto("subscription_cycles")
      .values({
        subscription_id: s.id,
        cycle: 1,
        due_on: "2030-01-15",
        status,
        idempotency_key: `${s.id}:1`,
        order_id: null,
        next_attempt_at: null,
        charge_reference: null,
        claimed_by: "job",
        claimed_at: NOW.toISOString(),
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    await refusedUnchanged(
      s.id,
      () => subs.skip({ customerId: s.customerId }, s.number),
      "This delivery's payment has already started, so it can no longer be skipped",
    );
  });

  it("skips a cycle whose charge failed: it is not tried again", async () => {
    const s = await insertSubscription(ctx.db, { nextChargeOn: "2030-01-15" });
    await ctx.db
      .insertInto("subscription_cycles")
      .values({
        subscription_id: s.id,
        cycle: 1,
        due_on: "2030-01-15",
        status: "failed",
        idempotency_key: `${s.id}:1`,
        order_id: null,
        next_attempt_at: "2030-01-16T00:00:00.000Z",
        charge_reference: null,
        claimed_by: null,
        claimed_at: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    await subs.skip({ customerId: s.customerId }, s.number);
    const { cycles } = await state(s.id);
    expect(cycles.map((c) => [c.status, c.next_attempt_at])).toEqual([["skipped", null]]);
  });

  it("moves the next date within the allowed window and refuses others", async () => {
    const s = await insertSubscription(ctx.db, { nextChargeOn: "2030-01-15", frequencyWeeks: 4 });
    const who = { customerId: s.customerId };
    await refusedUnchanged(s.id, () => subs.move(who, s.number, "2030-01-01"), "Choose a date from tomorrow");
    await refusedUnchanged(s.id, () => subs.move(who, s.number, "2030-02-30"), "Choose a date");
    await refusedUnchanged(s.id, () => subs.move(who, s.number, "2030-02-13"), "Choose a date up to 2030-02-12");
    const view = await subs.move(who, s.number, "2030-01-20");
    expect(view.nextChargeOn).toBe("2030-01-20");
    expect((await state(s.id)).mails.map((m) => m.subject)).toEqual([
      `Next delivery date changed (subscription ${s.number})`,
    ]);
  });

  it("changes frequency only to one every product still offers", async () => {
    const s = await insertSubscription(ctx.db);
    const who = { customerId: s.customerId };
    await refusedUnchanged(
      s.id,
      () => subs.setFrequency(who, s.number, 5),
      "Basic Recovery Pack is delivered every 4, 6, 8 weeks; choose one of those",
    );
    expect((await subs.setFrequency(who, s.number, 6)).frequencyWeeks).toBe(6);
    const duo = await insertSubscription(ctx.db, {
      lines: [{ productId: "dynamic-duo", flavor: "Orange Crush, Lemon Squash", quantity: 1 }],
    });
    await refusedUnchanged(
      duo.id,
      () => subs.setFrequency({ customerId: duo.customerId }, duo.number, 6),
      "Dynamic Duo Recovery is delivered every 4 weeks; choose one of those",
    );
  });

  it("swaps a flavour and changes quantity within the cart's limits", async () => {
    const s = await insertSubscription(ctx.db);
    const who = { customerId: s.customerId };
    await refusedUnchanged(
      s.id,
      () => subs.setLines(who, s.number, [{ flavor: "Grape", quantity: 1 }]),
      "Basic Recovery Pack is not available in Grape",
    );
    await refusedUnchanged(
      s.id,
      () => subs.setLines(who, s.number, [{ flavor: "Orange Crush", quantity: 6 }]),
      "Choose a quantity from 1 to 5",
    );
    await refusedUnchanged(s.id, () => subs.setLines(who, s.number, []), "Choose a flavour and quantity for each item");
    const view = await subs.setLines(who, s.number, [{ flavor: "pineapple punch", quantity: 2 }]);
    expect(view.lines.map((l) => [l.flavor, l.quantity])).toEqual([["Pineapple Punch", 2]]);
    // Two tubs at 10 % off 49.99 ship free: 2 × 44.99.
    expect(view.amount.total).toBe(8998);
  });

  it("pauses for 1 to 3 deliveries and resumes on the old schedule", async () => {
    const s = await insertSubscription(ctx.db, { nextChargeOn: "2030-01-15", frequencyWeeks: 4 });
    const who = { customerId: s.customerId };
    await refusedUnchanged(s.id, () => subs.pause(who, s.number, 4), "A pause is 1 to 3 deliveries");
    await refusedUnchanged(s.id, () => subs.pause(who, s.number, 0), "A pause is 1 to 3 deliveries");
    const paused = await subs.pause(who, s.number, 2);
    expect([paused.status, paused.nextChargeOn, paused.pausedCycles]).toEqual(["paused", "2030-03-12", 2]);
    await refusedUnchanged(s.id, () => subs.pause(who, s.number, 1), "This subscription is already paused");
    const resumed = await subs.resume(who, s.number);
    expect([resumed.status, resumed.nextChargeOn]).toEqual(["active", "2030-01-15"]);
    expect((await state(s.id)).events.map((e) => e.type)).toEqual(["paused", "resumed"]);
  });

  it("cancels with or without a reason, once", async () => {
    const s = await insertSubscription(ctx.db);
    const who = { customerId: s.customerId };
    const view = await subs.cancel(who, s.number, "");
    expect([view.status, view.nextChargeOn, view.cancelReason]).toEqual(["cancelled", null, null]);
    await refusedUnchanged(s.id, () => subs.cancel(who, s.number, ""), "This subscription is already cancelled");
    await refusedUnchanged(s.id, () => subs.skip(who, s.number), "This subscription is cancelled");
    const t = await insertSubscription(ctx.db);
    expect((await subs.cancel({ customerId: t.customerId }, t.number, "  Too much at once ")).cancelReason).toBe(
      "Too much at once",
    );
    expect((await state(t.id)).mails[0]!.text).toContain("nothing more will be sent or charged");
  });

  it("refuses to skip, move or pause an active subscription with no next charge", async () => {
    const s = await insertSubscription(ctx.db, { nextChargeOn: null });
    const who = { customerId: s.customerId };
    await refusedUnchanged(s.id, () => subs.skip(who, s.number), "No delivery is scheduled");
    await refusedUnchanged(s.id, () => subs.move(who, s.number, "2030-01-20"), "No delivery is scheduled");
    await refusedUnchanged(s.id, () => subs.pause(who, s.number, 1), "No delivery is scheduled");
  });

  it("replaces the card", async () => {
    const s = await insertSubscription(ctx.db);
    const view = await subs.replaceCard({ customerId: s.customerId }, s.number, {
      paymentMethod: `pm_test_${"cd".repeat(12)}`,
      brand: "Mastercard",
      last4: "4444",
    });
    expect(view.card).toEqual({ brand: "Mastercard", last4: "4444", expiry: null });
    expect((await state(s.id)).row.payment_method).toBe(`pm_test_${"cd".repeat(12)}`);
  });

  it("answers another customer's subscription as not found, for reading and every change", async () => {
    const mine = await insertSubscription(ctx.db);
    const theirs = await insertSubscription(ctx.db);
    const who = { customerId: mine.customerId };
    const notFound = `Subscription ${theirs.number} not found`;
    await expect(subs.get(who, theirs.number)).rejects.toThrow(notFound);
    for (const attempt of [
      () => subs.skip(who, theirs.number),
      () => subs.move(who, theirs.number, "2030-01-20"),
      () => subs.setFrequency(who, theirs.number, 6),
      () => subs.setLines(who, theirs.number, [{ flavor: "Lemon Squash", quantity: 1 }]),
      () => subs.pause(who, theirs.number, 1),
      () => subs.cancel(who, theirs.number, ""),
      () => subs.replaceCard(who, theirs.number, { paymentMethod: "pm_test_x", brand: "Visa", last4: "1111" }),
    ]) {
      await refusedUnchanged(theirs.id, attempt, notFound);
    }
    expect((await subs.listForCustomer(mine.customerId)).map((v) => v.number)).toEqual([mine.number]);
  });
});

describe("staff on the customer's behalf", () => {
  it("records the staff member on the timeline and in the audit log", async () => {
    const s = await insertSubscription(ctx.db, { nextChargeOn: "2030-01-15" });
    const staff = { staff: { userId: "usr_1", email: "manager@example.com" } };
    await subs.skip(staff, s.number);
    await subs.cancel(staff, s.number, "Customer phoned");
    const { events } = await state(s.id);
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ["skipped", "staff:manager@example.com"],
      ["cancelled", "staff:manager@example.com"],
    ]);
    const audit = await ctx.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "entity_type", "entity_id"])
      .where("entity_id", "=", s.number)
      .orderBy("at")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["subscription.cancelled", "subscription.skipped"]);
    expect(audit.every((a) => a.actor_email === "manager@example.com" && a.entity_type === "subscription")).toBe(true);
  });
});
