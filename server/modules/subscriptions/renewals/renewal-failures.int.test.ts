// Failed renewal payments: a decline makes the subscription past due, e-mails a link to
// pay or change the card, and is tried again on days 1, 3 and 7 after the charge day; then the
// subscription pauses with a notice. A charge that needs the customer's authentication e-mails a
// link whose payment page completes it. Every state is on the timeline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";
import { countRenewals, insertSubscriptions } from "../../../../tests/support/renewal-fixtures";
import { GOOD_PAYMENT_FORM } from "../../../../tests/support/payment-form";
import { TEST_CARD_AUTHENTICATE, TEST_CARD_DECLINE } from "../../../infra/payments/test-cards";

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
const events = async (id: string) =>
  (
    await ctx.db
      .selectFrom("subscription_events")
      .select("type")
      .where("subscription_id", "=", id)
      .orderBy("created_at")
      .execute()
  ).map((e) => e.type);
const run = () => ctx.services.subscriptions.renewals.runDue();

describe("a declined renewal", () => {
  it("is past due with a pay link, tried again on days 1, 3 and 7, then paused with a notice", async () => {
    at("2026-03-02T09:05:00");
    const [id] = await insertSubscriptions(ctx, 1, {
      nextChargeOn: "2026-03-02",
      card: TEST_CARD_DECLINE,
      email: "dee@example.com",
    });
    const charges = (await countRenewals(ctx.db)).charges;
    expect(await run()).toMatchObject({ claimed: 1, declined: 1 });
    expect(await sub(id!)).toMatchObject({ status: "past_due", next_charge_on: "2026-03-02", next_cycle: 1 });
    expect(await cycle(id!)).toMatchObject({
      status: "failed",
      attempts: 1,
      next_attempt_at: new Date("2026-03-03T09:00:00+11:00").toISOString(),
    });
    const first = await mails("dee@example.com");
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toMatch(/Your card was declined/);
    expect(first[0]!.text).toMatch(/https:\/\/shop\.test\/subscriptions\/link\/[\w-]{43}/);
    expect(first[0]!.text).toMatch(/try your card again on 3 March 2026/);

    // Not before the retry's day and hour.
    at("2026-03-03T08:59:00");
    expect(await run()).toMatchObject({ declined: 0 });
    for (const [day, next] of [
      ["2026-03-03", "2026-03-05"],
      ["2026-03-05", "2026-03-09"],
    ] as const) {
      at(`${day}T09:00:00`);
      expect(await run()).toMatchObject({ declined: 1 });
      expect(await cycle(id!)).toMatchObject({
        status: "failed",
        next_attempt_at: new Date(`${next}T09:00:00+11:00`).toISOString(),
      });
      expect(await sub(id!)).toMatchObject({ status: "past_due" });
    }
    at("2026-03-09T09:00:00");
    expect(await run()).toMatchObject({ declined: 1 });
    expect(await cycle(id!)).toMatchObject({ status: "failed", attempts: 4, next_attempt_at: null });
    // The delivery is dropped; a resume starts with the next one.
    expect(await sub(id!)).toMatchObject({ status: "paused", next_cycle: 2, next_charge_on: "2026-03-30" });
    const order = await ctx.db
      .selectFrom("orders")
      .select("status")
      .where("subscription_id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("cancelled");
    const all = await mails("dee@example.com");
    expect(all).toHaveLength(4);
    expect(all[3]!.subject).toMatch(/is paused/);
    expect(await events(id!)).toEqual(["payment_failed", "payment_failed", "payment_failed", "paused_payment_failed"]);
    // Four attempts on the charge day and days 1, 3 and 7; none after the pause.
    at("2026-03-20T09:00:00");
    expect(await run()).toMatchObject({ declined: 0, claimed: 0 });
    expect((await countRenewals(ctx.db)).charges).toBe(charges + 4);
  });
});

describe("a renewal that needs the customer's authentication", () => {
  it("e-mails a link that signs them in and opens the payment page; paying there settles the delivery", async () => {
    at("2026-03-02T09:05:00");
    const [id] = await insertSubscriptions(ctx, 1, {
      nextChargeOn: "2026-03-02",
      card: TEST_CARD_AUTHENTICATE,
      email: "ava@example.com",
    });
    expect(await run()).toMatchObject({ claimed: 1, needsAction: 1 });
    expect(await sub(id!)).toMatchObject({ status: "past_due" });
    expect(await cycle(id!)).toMatchObject({
      status: "needs_action",
      charge_reference: expect.stringMatching(/^pi_test_/),
    });
    const [mail] = await mails("ava@example.com");
    expect(mail!.subject).toMatch(/Action needed/);
    expect(mail!.text).toMatch(/Your bank asked to confirm/);
    const token = /subscriptions\/link\/([\w-]{43})/.exec(mail!.text)![1]!;

    expect(await ctx.services.subscriptions.links.peek(token)).toMatchObject({ purpose: "pay" });
    const used = await ctx.services.subscriptions.links.use(token);
    expect(used!.setCookie).toMatch(/^shop_customer_session=.+HttpOnly/);
    expect(used!.redirectTo).toMatch(/^\/pay\/cs_test_[0-9a-f]{32}$/);
    // Single use.
    expect(await ctx.services.subscriptions.links.use(token)).toBeNull();
    expect(await ctx.services.subscriptions.links.peek(token)).toBeNull();

    const sessionId = used!.redirectTo.split("/").pop()!;
    const page = await ctx.services.checkout.testPayments!.getPaymentPage(sessionId);
    expect(page).toMatchObject({ state: "open", order: { total: 5494 } });
    // The link signed the subscriber in: their own session pays.
    const paid = await ctx.services.checkout.testPayments!.submitPayment(
      sessionId,
      { ...GOOD_PAYMENT_FORM, email: "ava@example.com", cardNumber: TEST_CARD_AUTHENTICATE },
      { customerId: (await sub(id!)).customer_id },
    );
    expect(paid).toMatchObject({ ok: true });
    // Settled with the payment; the job's pass over orders paid elsewhere then finds nothing.
    expect(await sub(id!)).toMatchObject({ status: "active", next_cycle: 2, next_charge_on: "2026-03-30" });
    expect(await run()).toMatchObject({ settledByLink: 0 });
    expect(await cycle(id!)).toMatchObject({ status: "paid" });
    // The card paid with on the page is kept for later deliveries (a new token).
    expect((await events(id!)).sort()).toEqual(["card", "payment_needs_action", "renewal_paid"]);
    // The retry that was planned does not charge again.
    at("2026-03-03T09:00:00");
    expect(await run()).toMatchObject({ needsAction: 0, paid: 0 });
  });

  it("an expired pay link opens nothing", async () => {
    at("2026-03-02T09:05:00");
    const [id] = await insertSubscriptions(ctx, 1, {
      nextChargeOn: "2026-03-02",
      card: TEST_CARD_AUTHENTICATE,
      email: "old@example.com",
    });
    await run();
    const token = /subscriptions\/link\/([\w-]{43})/.exec((await mails("old@example.com"))[0]!.text)![1]!;
    at("2026-03-05T09:06:00");
    expect(await ctx.services.subscriptions.links.use(token)).toBeNull();
    expect(await sub(id!)).toMatchObject({ status: "past_due" });
  });
});
