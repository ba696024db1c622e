// The test clock and the reminders: with TEST_CLOCK=true an owner moves the shop's clock
// forward and what became due runs (reminders, renewals, retries, in their order); bad input
// changes nothing; without it the route is absent; a live Stripe key refuses it at start-up. A
// reminder goes once per charge (two instances at once), says what, when and how much, and its
// links sign the customer in once.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPort, startTestServer, createTestContext, type TestContext } from "../../../../tests/support/test-server";
import { signInAdmin } from "../../../../tests/support/admin";
import { pageAppOptions } from "../../../../tests/support/page-build";
import { insertSubscriptions, renewalInstance } from "../../../../tests/support/renewal-fixtures";
import { createApp } from "../../../app";
import { loadConfig } from "../../../config";
import { createDb } from "../../../infra/db/client";
import { TEST_CARD_DECLINE } from "../../../infra/payments/test-cards";

let ctx: TestContext;
let url: string;
let close: () => Promise<void>;
let owner: Record<string, string>;
beforeAll(async () => {
  const port = await openPort();
  url = port.url;
  const base = new Date("2026-03-02T08:00:00+11:00").getTime() - Date.now();
  ctx = await createTestContext({
    clock: () => new Date(Date.now() + base),
    env: { TEST_CLOCK: "true", PUBLIC_URL: url },
  });
  port.serve(createApp(ctx, await pageAppOptions()));
  close = async () => {
    await new Promise<void>((r) => port.server.close(() => r()));
    await ctx.dispose();
  };
  owner = await signInAdmin({ url, ctx });
});
afterAll(() => close());

const advance = (body: unknown) =>
  fetch(`${url}/api/admin/test-clock/advance`, {
    method: "POST",
    headers: { "content-type": "application/json", ...owner },
    body: JSON.stringify(body),
  });
const mails = (to: string) =>
  ctx.db.selectFrom("mail_outbox").select(["subject", "text"]).where("to", "=", to).orderBy("created_at").execute();
const cycle = (id: string) =>
  ctx.db.selectFrom("subscription_cycles").selectAll().where("subscription_id", "=", id).executeTakeFirst();
const local = (d: Date) => d.toLocaleString("sv-SE", { timeZone: "Australia/Sydney" }).slice(0, 16);

describe("the test clock", () => {
  it("refuses bad input with a clear message and leaves the clock where it was", async () => {
    const before = ctx.clock().getTime();
    for (const body of [{}, { days: 0 }, { days: 1.5 }, { days: 1, hours: 2 }, { weeks: 1 }, { days: "2" }]) {
      const res = await advance(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/days|hours|key/i);
    }
    expect(Math.abs(ctx.clock().getTime() - before)).toBeLessThan(5000);
  });

  it("moves the shop's clock and runs reminders, renewals and retries as each comes due", async () => {
    const [paid] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-05", email: "amy@example.com" });
    const [declined] = await insertSubscriptions(ctx, 1, {
      nextChargeOn: "2026-03-03",
      email: "ben@example.com",
      card: TEST_CARD_DECLINE,
    });
    const res = await advance({ hours: 2 });
    expect(res.status).toBe(200);
    const first = (await res.json()) as { now: string; runs: number; ran: Record<string, number> };
    expect(local(new Date(first.now))).toBe("2026-03-02 10:00");
    expect(first.ran).toMatchObject({ reminders: 2, paid: 0 });
    expect(local(ctx.clock())).toBe("2026-03-02 10:00");

    // The reminder: what, when and how much, with skip and manage links.
    const [reminder] = await mails("amy@example.com");
    expect(reminder!.subject).toBe("Your next Rebound delivery: 5 March 2026");
    expect(reminder!.text).toMatch(/1 × Basic Recovery Pack \(Orange Crush\)/);
    expect(reminder!.text).toMatch(/\$54\.94 \(GST included\)/);
    expect(reminder!.text).toMatch(/Skip this delivery: http:\/\/127\.0\.0\.1:\d+\/subscriptions\/link\/[\w-]{43}/);
    expect(reminder!.text).toMatch(
      /Change or cancel your subscription: http:\/\/127\.0\.0\.1:\d+\/subscriptions\/link\/[\w-]{43}/,
    );

    // The owner who moved the clock is still signed in (their session moved with it).
    const res4 = await advance({ days: 4 });
    const later = (await res4.json()) as { runs: number; ran: Record<string, number> };
    expect(res4.status, JSON.stringify(later)).toBe(200);
    // 9 am on the 3rd, 4th, 5th and 6th, then 10 am on the 6th.
    expect(later.runs).toBe(5);
    expect(later.ran).toMatchObject({ paid: 1, declined: 3, reminders: 0 });
    expect(await cycle(paid!)).toMatchObject({ status: "paid" });
    expect(await cycle(declined!)).toMatchObject({ status: "failed", attempts: 3 });
    expect(await mails("amy@example.com")).toHaveLength(2); // the reminder and the tax invoice
  });

  it("is absent without TEST_CLOCK=true", { timeout: 30_000 }, async () => {
    const s = await startTestServer({ seed: false });
    try {
      const cookie = await signInAdmin(s);
      const res = await fetch(`${s.url}/api/admin/test-clock/advance`, {
        method: "POST",
        headers: { "content-type": "application/json", ...cookie },
        body: JSON.stringify({ days: 1 }),
      });
      expect(res.status).toBe(404);
      expect(s.ctx.testClock).toBeNull();
    } finally {
      await s.close();
    }
  });

  it("is refused at start-up with a live Stripe key", () => {
    const env = { DATA_DIR: "/tmp", SESSION_SECRET: "x".repeat(40), STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(() => loadConfig({ ...env, TEST_CLOCK: "true", STRIPE_SECRET_KEY: "sk_live_abc123" })).toThrow(
      /TEST_CLOCK: expected it off with a live Stripe key/,
    );
    expect(loadConfig({ ...env, TEST_CLOCK: "true", STRIPE_SECRET_KEY: "sk_test_abc123" }).testClock).toBe(true);
    expect(loadConfig({ ...env, STRIPE_SECRET_KEY: "sk_live_abc123" }).testClock).toBe(false);
  });
});

describe("reminders", () => {
  it("go once per charge day however many instances run at once", async () => {
    ctx.testClock!.moveTo(new Date("2026-03-07T09:30:00+11:00"));
    const ids = await insertSubscriptions(ctx, 50, { nextChargeOn: "2026-03-10" });
    const dbB = inject("dialect") === "postgres" ? createDb(ctx.config.database) : ctx.db;
    const b = renewalInstance(ctx, dbB);
    const [ra, rb] = await Promise.all([ctx.services.subscriptions.renewals.runDue(), b.renewals.runDue()]);
    b.close();
    if (dbB !== ctx.db) await dbB.destroy();
    expect(ra.reminders + rb.reminders).toBe(50);
    expect((await ctx.services.subscriptions.renewals.runDue()).reminders).toBe(0);
    const sent = await ctx.db
      .selectFrom("subscription_reminders")
      .selectAll()
      .where("subscription_id", "in", ids)
      .execute();
    expect(sent).toHaveLength(50);
    const emails = await ctx.db
      .selectFrom("mail_outbox")
      .select("to")
      .where("subject", "=", "Your next Rebound delivery: 10 March 2026")
      .execute();
    expect(emails).toHaveLength(50);
  });

  it("a reminder's skip link: the page asks for one press, which signs in once and goes to the skip", async () => {
    ctx.testClock!.moveTo(new Date("2026-03-07T09:40:00+11:00"));
    await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-10", email: "kim@example.com" });
    await ctx.services.subscriptions.renewals.runDue();
    const text = (await mails("kim@example.com"))[0]!.text;
    const skip = /Skip this delivery: \S+(\/subscriptions\/link\/[\w-]{43})/.exec(text)![1]!;
    const manage = /Change or cancel your subscription: \S+(\/subscriptions\/link\/[\w-]{43})/.exec(text)![1]!;

    const page = await fetch(`${url}${skip}`);
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Skip your next delivery");
    expect(html).toContain("Continue to skip");
    // Opening it used nothing up; the press does.
    const press = () =>
      fetch(`${url}${skip}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
        body: "go=1",
      });
    const res = await press();
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account/subscriptions?skip=1");
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^shop_customer_session=[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const account = await fetch(`${url}/account`, { headers: { cookie: cookie.split(";")[0]! }, redirect: "manual" });
    expect((await account.text()).replaceAll("<!-- -->", "")).toContain("kim@example.com");

    const again = await press();
    expect(again.status).toBe(410);
    const used = (await (await fetch(`${url}${skip}`)).text()).replaceAll("<!-- -->", "");
    expect(used).toContain("This link has expired or has already been used");
    expect(used).toContain('href="/account/sign-in"');

    // Links stop working when the charge starts.
    ctx.testClock!.moveTo(new Date("2026-03-10T09:00:00+11:00"));
    const late = (await (await fetch(`${url}${manage}`)).text()).replaceAll("<!-- -->", "");
    expect(late).toContain("This link no longer works");
  });
});
