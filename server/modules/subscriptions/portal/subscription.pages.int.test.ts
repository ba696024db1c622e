// /account/subscriptions and its card page through the real server: signed-in only, the
// next charge and amount shown, each change confirmed on the page and by e-mail, another
// customer's subscription not found, the reminder's ?skip=1 offer, and cancel in two clicks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopDayKey } from "../../../../core/shop-time";
import { addWeeks } from "../../../../core/subscription-dates";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { pageRequests, signInCustomer } from "../../../../tests/support/customer";
import { TEST_CARD_SUCCESS } from "../../../infra/payments/test-cards";
import { insertOffer, insertSubscription } from "../../../../tests/support/subscriptions";
import { pageAppOptions } from "../../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

let s: TestServer;
let page: ReturnType<typeof pageRequests>;
let cookie: string;
const EMAIL = "pages-subscriber@example.com";

beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  page = pageRequests(s);
  await insertOffer(s.ctx.db, "one-and-done");
  cookie = await signInCustomer(s, EMAIL);
});
afterAll(() => s.close());

const subjects = async (email: string) =>
  (await s.ctx.db.selectFrom("mail_outbox").select("subject").where("to", "=", email).execute()).map((m) => m.subject);

describe("/account/subscriptions", () => {
  it("sends a visitor who is not signed in to sign in", async () => {
    const res = await page.get("/account/subscriptions");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account/sign-in");
  });

  it("shows what each subscription sends, how often, the next charge, its amount and the card; linked from /account", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: EMAIL, nextChargeOn: "2030-01-15" });
    const html = await page.text(await page.get("/account/subscriptions", cookie));
    expect(html).toContain(`Subscription ${sub.number}`);
    expect(html).toContain("1 × Basic Recovery Pack (Orange Crush)");
    expect(html).toContain("Delivered every 4 weeks");
    expect(html).toContain("Tuesday 15 January 2030");
    // 49.99 less 10 % = 44.99, plus 9.95 shipping for a single tub
    expect(html).toContain("$54.94 including GST");
    expect(html).toContain("Visa ending 4242");
    expect(await page.text(await page.get("/account", cookie))).toContain('href="/account/subscriptions"');
  });

  it("skips the next delivery: confirmed on the page and by e-mail", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: EMAIL, nextChargeOn: "2030-01-15" });
    const res = await page.post("/account/subscriptions", cookie, { intent: "skip", number: sub.number });
    expect(res.status).toBe(200);
    const html = await page.text(res);
    expect(html).toContain("Skipped. Your next delivery is now charged on Tuesday 12 February 2030.");
    expect(await subjects(EMAIL)).toContain(`Next delivery skipped (subscription ${sub.number})`);
  });

  it("orders the next delivery now: charged once, the schedule following on from today", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: EMAIL, nextChargeOn: "2030-01-15" });
    // The kept card behind the fixture's token: the test provider's card that pays.
    const { payment_method: token } = await s.ctx.db
      .selectFrom("subscriptions")
      .select("payment_method")
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    await s.ctx.db
      .insertInto("test_saved_cards")
      .values({
        token: token!,
        card_number: TEST_CARD_SUCCESS,
        brand: "Visa",
        last4: "4242",
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const html = await page.text(await page.get("/account/subscriptions", cookie));
    expect(html).toContain("Order now ($54.94)");
    const press = () =>
      page.post("/account/subscriptions", cookie, { intent: "order-now", number: sub.number, due: "2030-01-15" });
    const res = await press();
    expect(res.status).toBe(200);
    const next = formatChargeDay(addWeeks(shopDayKey(new Date().toISOString(), "Australia/Sydney"), 4));
    expect(await page.text(res)).toContain(
      `Ordered. Your delivery is on its way. Your next delivery is charged on ${next}.`,
    );
    const again = await press();
    expect(again.status).toBe(409);
    expect(await page.text(again)).toContain("That delivery has already been ordered or changed.");
    const orders = await s.ctx.db
      .selectFrom("orders")
      .select("status")
      .where("subscription_id", "=", sub.id)
      .where("renewal_cycle", "is not", null)
      .execute();
    expect(orders).toEqual([{ status: "paid" }]);
  });

  it("swaps an item for another product at that product's offer, and refuses one without an offer", async () => {
    await insertOffer(s.ctx.db, "dynamic-duo", { discountPercent: 15 });
    const sub = await insertSubscription(s.ctx.db, { email: EMAIL, nextChargeOn: "2030-01-15" });
    const html = await page.text(await page.get("/account/subscriptions", cookie));
    expect(html).toContain("Swap Basic Recovery Pack for");
    expect(html).toContain("Dynamic Duo Recovery (15% off)");
    expect(html).not.toMatch(/Triple Threat Recovery \(\d+% off\)/);

    const refused = await page.post("/account/subscriptions", cookie, {
      intent: "swap",
      number: sub.number,
      item: "0",
      product: "triple-threat",
    });
    expect(refused.status).toBe(400);
    expect(await page.text(refused)).toContain("Triple Threat Recovery is not offered as a subscription");

    const res = await page.post("/account/subscriptions", cookie, {
      intent: "swap",
      number: sub.number,
      item: "0",
      product: "dynamic-duo",
    });
    expect(res.status).toBe(200);
    expect(await page.text(res)).toMatch(
      /Swapped\. Your next delivery sends 1 × Dynamic Duo Recovery \(Orange Crush, [A-Za-z ]+\)\./,
    );
    const row = await s.ctx.db
      .selectFrom("subscriptions")
      .select(["lines", "discount_percent"])
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(row.discount_percent).toBe(15);
    expect(JSON.parse(row.lines)).toMatchObject([{ productId: "dynamic-duo", quantity: 1 }]);
    expect(await subjects(EMAIL)).toContain(`Subscription product changed (subscription ${sub.number})`);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: EMAIL });
    const before = await s.ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", sub.id).executeTakeFirst();
    for (const [fields, message] of [
      [{ intent: "pause", cycles: "4" }, "A pause is 1 to 3 deliveries"],
      [{ intent: "frequency", weeks: "5" }, "choose one of those"],
      [{ intent: "move", day: "yesterday" }, "Choose a date"],
      [{ intent: "lines", lines: "1", "flavor-0-0": "Grape", "quantity-0": "1" }, "not available in Grape"],
    ] as const) {
      const res = await page.post("/account/subscriptions", cookie, { ...fields, number: sub.number });
      expect(res.status).toBe(400);
      expect(await page.text(res)).toContain(message);
    }
    expect(await s.ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", sub.id).executeTakeFirst()).toEqual(
      before,
    );
  });

  it("answers another customer's subscription as not found", async () => {
    const theirs = await insertSubscription(s.ctx.db, { email: "someone-else@example.com" });
    const res = await page.post("/account/subscriptions", cookie, { intent: "cancel", number: theirs.number });
    expect(res.status).toBe(404);
    expect(await page.text(res)).toContain(`Subscription ${theirs.number} not found`);
    const row = await s.ctx.db
      .selectFrom("subscriptions")
      .select("status")
      .where("id", "=", theirs.id)
      .executeTakeFirst();
    expect(row!.status).toBe("active");
    expect((await page.get(`/account/subscriptions/${theirs.number}/card`, cookie)).status).toBe(404);
  });

  it("offers a one-click skip when opened from a reminder's skip link", async () => {
    const html = await page.text(await page.get("/account/subscriptions?skip=1", cookie));
    expect(html).toContain("Skip your next delivery?");
    expect(html).toMatch(/Skip the delivery of \w+day \d+ \w+ \d{4}/);
  });

  it("cancels in two clicks: the confirm asks an optional reason, then cancels", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: EMAIL });
    const first = await page.text(await page.get(`/account/subscriptions?cancel=${sub.number}`, cookie));
    expect(first).toContain(`Cancel subscription ${sub.number}?`);
    expect(first).toContain("Reason (optional)");
    expect(first).toContain("Keep subscription");
    const res = await page.post("/account/subscriptions", cookie, { intent: "cancel", number: sub.number, reason: "" });
    expect(await page.text(res)).toContain("Your subscription is cancelled. Nothing more will be sent or charged.");
    expect(await subjects(EMAIL)).toContain(`Subscription cancelled (subscription ${sub.number})`);
  });

  it("offers what fits the reason picked beside Cancel, and keeps the picked reason's words", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: EMAIL, nextChargeOn: "2030-01-15" });
    const html = await page.text(await page.get(`/account/subscriptions?cancel=${sub.number}`, cookie));
    // Nothing picked for the customer; each offer is there for the reasons it fits, Cancel beside them.
    expect(html).not.toMatch(/name="reasonChoice"[^>]*checked/);
    expect(html).toMatch(/data-for="too-much away"[^>]*>.*Skip the delivery of/s);
    expect(html).toMatch(/data-for="away"[^>]*>.*Pause for 2 deliveries instead/s);
    expect(html).toMatch(/<button type="submit" form="cancel-S\d{6}-form"[^>]*>Cancel subscription<\/button>/);
    const res = await page.post("/account/subscriptions", cookie, {
      intent: "cancel",
      number: sub.number,
      reasonChoice: "cost",
      reason: " found one  cheaper ",
    });
    expect(await page.text(res)).toContain("Your subscription is cancelled.");
    const row = await s.ctx.db
      .selectFrom("subscriptions")
      .select("cancel_reason")
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(row.cancel_reason).toBe("It costs too much: found one cheaper");
  });

  it("replaces the card on the test setup page, keeping only a token, brand, last 4 and expiry", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: EMAIL });
    await s.ctx.db
      .updateTable("subscriptions")
      .set({ card_brand: "Mastercard", card_last4: "4444" })
      .where("id", "=", sub.id)
      .execute();
    const bad = await page.post(`/account/subscriptions/${sub.number}/card`, cookie, {
      cardNumber: "4000 0000 0000 0002",
      cardExpiry: "12 / 34",
      cardCvc: "123",
      cardName: "Sam",
    });
    expect(bad.status).toBe(400);
    expect(await page.text(bad)).toContain("Your card was declined");
    const ok = await page.post(`/account/subscriptions/${sub.number}/card`, cookie, {
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12 / 34",
      cardCvc: "123",
      cardName: "Sam",
    });
    expect(ok.status).toBe(302);
    const row = await s.ctx.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_method).toMatch(/^pm_test_[0-9a-f]{24}$/);
    expect(row.payment_method).not.toBe(`pm_test_${"ab".repeat(12)}`);
    expect([row.card_brand, row.card_last4, row.card_expiry]).toEqual(["Visa", "4242", "12/2034"]);
    const html = await page.text(await page.get(ok.headers.get("location")!, cookie));
    expect(html).toContain("Card replaced. Later deliveries are charged to Visa ending 4242, expires 12/2034.");
  });
});
