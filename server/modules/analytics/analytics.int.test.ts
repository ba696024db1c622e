// Cookieless analytics end to end: beacons counted, bots and junk dropped without a
// trace, unique visitors by a salted hash whose salt changes (and is deleted) every day, raw events
// rolled up after 30 days without changing a figure, and the screen's revenue, average order and
// repeat customers from paid orders. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { shopDayKey } from "../../../core/shop-time";
import { signInAdmin } from "../../../tests/support/admin";
import { postChunked } from "../../../tests/support/customer-forms";
import { insertSubscriptions } from "../../../tests/support/renewal-fixtures";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { createTestContext, openPort, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let s: TestServer & { clock: { now: Date } };
let admin: Record<string, string>;
beforeAll(async () => {
  const clock = { now: new Date("2026-11-10T01:00:00.000Z") };
  const { server, url, serve } = await openPort();
  const ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: url, TRUST_PROXY: "true" } });
  serve(createApp(ctx));
  s = {
    url,
    ctx,
    clock,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await ctx.dispose();
    },
  };
  admin = await signInAdmin(s);
});
afterAll(() => s.close());

const db = () => s.ctx.db;
const analytics = () => s.ctx.services.analytics;
const zone = () => s.ctx.config.shopTimeZone;
const today = () => shopDayKey(s.clock.now.toISOString(), zone());

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter % 250}`;

function beacon(body: unknown, opts: { ip?: string; ua?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${s.url}/api/a`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": opts.ua ?? BROWSER,
      "x-forwarded-for": opts.ip ?? nextIp(),
      ...opts.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const events = async () => {
  await analytics().flush();
  return db().selectFrom("analytics_events").selectAll().execute();
};

async function report(query = "") {
  await analytics().flush();
  // Staff sessions end after a while of the test's moving clock: a fresh one per look.
  admin = await signInAdmin(s);
  const res = await fetch(`${s.url}/api/admin/analytics${query}`, { headers: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    totals: Record<string, number>;
    previous: Record<string, number>;
    funnel: { step: string; count: number; rate: number | null }[];
    referrers: { host: string; visitors: number }[];
    campaigns: { source: string; medium: string; campaign: string; visitors: number }[];
    topProducts: { id: string; views: number; addToCarts: number; units: number }[];
    topFlavours: { flavour: string; addToCarts: number; units: number }[];
    days: { day: string; visitors: number; orders: number; revenue: number }[];
  };
}

beforeEach(async () => {
  s.clock.now = new Date("2026-11-10T01:00:00.000Z");
  await analytics().flush();
  for (const t of ["analytics_events", "analytics_daily", "order_lines", "order_stock", "order_events"] as const) {
    await db().deleteFrom(t).execute();
  }
  await db().deleteFrom("payment_sessions").execute();
  await db().deleteFrom("subscription_cycles").execute();
  await db().deleteFrom("orders").execute();
});

describe("POST /api/a", () => {
  it("counts a visit's page view, product view, add-to-cart and checkout, with no cookie and no address", async () => {
    const ip = nextIp();
    const res = await beacon(
      { k: "v", p: "/", r: "www.google.com", us: "newsletter", um: "email", uc: "spring" },
      { ip },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    await beacon({ k: "p", p: "/products/dynamic-duo", id: "dynamic-duo" }, { ip });
    await beacon({ k: "c", p: "/products/dynamic-duo", id: "dynamic-duo", f: "Lemon Squash, Orange Crush" }, { ip });
    await beacon({ k: "s", p: "/" }, { ip });
    const rows = await events();
    expect(rows.map((r) => r.kind).sort()).toEqual(["cart", "checkout", "pageview", "product"]);
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(1);
    expect(rows.every((r) => r.day === today())).toBe(true);
    // Nothing that identifies the person: no address, no user agent, anywhere in the rows.
    expect(JSON.stringify(rows)).not.toContain(ip);
    expect(JSON.stringify(rows)).not.toContain("Chrome");

    const r = await report();
    expect(r.totals).toMatchObject({ visitors: 1, pageviews: 1, productViews: 1, addToCarts: 1, checkouts: 1 });
    expect(r.funnel.map((f) => f.count)).toEqual([1, 1, 1, 1, 0]);
    expect(r.referrers).toEqual([{ host: "google.com", visitors: 1, pageviews: 1 }]);
    expect(r.campaigns).toEqual([{ source: "newsletter", medium: "email", campaign: "spring", visitors: 1 }]);
    expect(r.topProducts[0]).toMatchObject({ id: "dynamic-duo", views: 1, addToCarts: 1 });
    expect(r.topFlavours.map((f) => f.flavour).sort()).toEqual(["Lemon Squash", "Orange Crush"]);
  });

  it("does not count bots or a missing user agent, and says nothing about it", async () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ]) {
      expect((await beacon({ k: "v", p: "/" }, { ua })).status).toBe(204);
    }
    expect(await events()).toEqual([]);
  });

  it("counts one visitor per address and browser per day", async () => {
    const [a, b] = [nextIp(), nextIp()];
    await beacon({ k: "v", p: "/" }, { ip: a });
    await beacon({ k: "v", p: "/about" }, { ip: a });
    await beacon({ k: "v", p: "/" }, { ip: a, ua: PHONE });
    await beacon({ k: "v", p: "/" }, { ip: b });
    expect((await report()).totals).toMatchObject({ visitors: 3, pageviews: 4 });
  });

  it("rotates the salt daily and deletes the old one: the same person is a new visitor tomorrow", async () => {
    const ip = nextIp();
    await beacon({ k: "v", p: "/" }, { ip });
    const [first] = await events();
    const saltsDay1 = await db().selectFrom("analytics_salts").selectAll().execute();
    expect(saltsDay1.map((x) => x.day)).toEqual([today()]);

    s.clock.now = new Date(s.clock.now.getTime() + 24 * 3600_000);
    await beacon({ k: "v", p: "/" }, { ip });
    const second = (await events()).find((e) => e.day === today())!;
    expect(second.visitor).not.toBe(first!.visitor);
    const salts = await db().selectFrom("analytics_salts").selectAll().execute();
    expect(salts.map((x) => x.day)).toEqual([today()]);
    expect(salts[0]!.salt).not.toBe(saltsDay1[0]!.salt);
    expect((await report()).totals.visitors).toBe(2);
  });

  it("refuses junk and huge bodies cheaply, storing nothing and never failing", async () => {
    for (const junk of ["not json", "{}", '{"k":"v","p":"/","email":"sam@example.com"}', '{"k":"v","p":"/admin"}']) {
      expect((await beacon(junk)).status, junk).toBe(400);
    }
    const huge = JSON.stringify({ k: "v", p: "/", uc: "x".repeat(2_000_000) });
    expect((await beacon(huge)).status).toBe(413);
    expect(await postChunked(`${s.url}/api/a`, huge, { "user-agent": BROWSER })).toBe(413);
    expect((await beacon("\u0000\u0001\u0002")).status).toBe(400);
    expect(await events()).toEqual([]);
  });

  it("limits beacons per address per minute, dropping the rest without a word", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await beacon({ k: "v", p: "/" }, { ip })).status);
    // A browser logs any 4xx to its console: a shopper's page must never show one.
    expect(new Set(statuses)).toEqual(new Set([204]));
    expect(await events()).toHaveLength(120);
  });

  it("drops a beacon from another site's page without a word", async () => {
    expect((await beacon({ k: "v", p: "/" }, { headers: { origin: "https://elsewhere.example" } })).status).toBe(204);
    expect((await beacon({ k: "v", p: "/" }, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(204);
    expect(await events()).toEqual([]);
    expect((await beacon({ k: "v", p: "/" }, { headers: { origin: s.url } })).status).toBe(204);
    // Seen once in a full run on PostgreSQL, not since: the server's warnings say why if it recurs.
    const warnings = s.ctx.logs.filter((l) => l.level >= 40).map((l) => l.msg);
    expect(await events(), `warnings: ${JSON.stringify(warnings)}`).toHaveLength(1);
  });
});

describe("roll-up", () => {
  it("turns events older than 30 days into daily counts with the same figures", async () => {
    const day = today();
    const [a, b] = [nextIp(), nextIp()];
    await beacon({ k: "v", p: "/", r: "instagram.com" }, { ip: a });
    await beacon({ k: "v", p: "/", uc: "launch", us: "insta" }, { ip: b });
    await beacon({ k: "c", p: "/", id: "one-and-done", f: "Lemon Squash" }, { ip: b });
    await analytics().flush();
    const query = `?from=${day}&to=${day}`;
    const before = await report(query);

    s.clock.now = new Date(s.clock.now.getTime() + 30 * 24 * 3600_000);
    expect((await analytics().rollUp()).events).toBe(0); // 30 days old: still raw
    s.clock.now = new Date(s.clock.now.getTime() + 24 * 3600_000);
    expect((await analytics().rollUp()).events).toBe(3);
    expect(await db().selectFrom("analytics_events").selectAll().execute()).toEqual([]);
    expect((await db().selectFrom("analytics_daily").selectAll().execute()).length).toBeGreaterThan(0);

    const after = await report(query);
    expect(after.totals).toEqual(before.totals);
    expect(after.funnel).toEqual(before.funnel);
    expect(after.referrers).toEqual(before.referrers);
    expect(after.campaigns).toEqual(before.campaigns);
    expect(after.topFlavours).toEqual(before.topFlavours);
    expect((await analytics().rollUp()).events).toBe(0);
  });
});

describe("the Analytics screen's figures", () => {
  it("takes paid orders, revenue, average order and repeat customers from orders paid on the server", async () => {
    const ip = nextIp();
    await beacon({ k: "v", p: "/" }, { ip });
    await beacon({ k: "v", p: "/" });
    const cart = [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }];
    const pay = async (email: string) => {
      const session = await startCheckout(s.url, cart);
      expect(
        (await s.ctx.services.checkout.testPayments!.submitPayment(session, { ...GOOD_PAYMENT_FORM, email })).ok,
      ).toBe(true);
    };
    // Sam paid last month too: a repeat customer this month. Alex is new.
    s.clock.now = new Date("2026-10-25T01:00:00.000Z");
    await pay("sam@example.com");
    s.clock.now = new Date("2026-11-10T01:00:00.000Z");
    await pay("sam@example.com");
    await pay("alex@example.com");
    // An unpaid checkout is no sale.
    await startCheckout(s.url, cart);

    const r = await report("?from=2026-11-01&to=2026-11-10");
    const orders = await db()
      .selectFrom("orders")
      .select(["total", "paid_at"])
      .where("paid_at", ">=", "2026-11-01")
      .execute();
    const revenue = orders.reduce((a, o) => a + o.total, 0);
    expect(r.totals).toMatchObject({
      visitors: 2,
      orders: 2,
      revenue,
      averageOrder: Math.round(revenue / 2),
      repeatRate: 0.5,
      conversion: 1,
    });
    expect(r.funnel.at(-1)).toEqual({ step: "Paid", count: 2, rate: null });
    expect(r.previous).toMatchObject({ orders: 1, repeatRate: 0 });
    expect(r.topFlavours).toEqual([{ flavour: "Lemon Squash", addToCarts: 0, units: 2 }]);
    expect(r.days.find((d) => d.day === "2026-11-10")).toMatchObject({ visitors: 2, orders: 2, revenue });

    admin = await signInAdmin(s);
    const csv = await fetch(`${s.url}/api/admin/analytics/export.csv?from=2026-11-01&to=2026-11-10`, {
      headers: admin,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("analytics-2026-11-01-to-2026-11-10.csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(12);
    expect(lines.at(-1)).toBe(`Total,2,2,0,0,0,2,${(revenue / 100).toFixed(2)},0,0.00`);
  });

  it("counts a visit's first paid checkout as its conversion, and renewals on a line of their own", async () => {
    const ip = nextIp();
    await beacon({ k: "v", p: "/" }, { ip });
    await beacon({ k: "s", p: "/" }, { ip });
    const cart = [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }];
    const pay = async (email: string) => {
      const session = await startCheckout(s.url, cart);
      expect(
        (await s.ctx.services.checkout.testPayments!.submitPayment(session, { ...GOOD_PAYMENT_FORM, email })).ok,
      ).toBe(true);
    };
    // One visitor paid twice in the visit: one conversion, two orders.
    await pay("jo@example.com");
    await pay("jo@example.com");
    // Four subscriptions renew today: takings, but no visit converted.
    await insertSubscriptions(s.ctx, 4, { nextChargeOn: today() });
    s.clock.now = new Date("2026-11-10T02:00:00.000Z");
    expect((await s.ctx.services.subscriptions.renewals.runDue()).paid).toBe(4);

    const renewalRows = await db()
      .selectFrom("orders")
      .select("total")
      .where("renewal_cycle", "is not", null)
      .execute();
    const recurring = renewalRows.reduce((a, o) => a + o.total, 0);
    const r = await report(`?from=${today()}&to=${today()}`);
    expect(r.totals).toMatchObject({ visitors: 1, orders: 2, conversion: 1, renewals: 4, recurringRevenue: recurring });
    expect(r.funnel.at(-1)).toEqual({ step: "Paid", count: 1, rate: 1 });
    expect(r.funnel.map((f) => f.step)).not.toContain("Renewals");
    expect(r.days.find((d) => d.day === today())).toMatchObject({ orders: 2, renewals: 4 });
  });

  it("refuses a range it cannot read", async () => {
    admin = await signInAdmin(s);
    for (const q of ["?from=2026-13-01", "?from=2026-11-10&to=2026-11-01", "?from=2020-01-01&to=2026-01-01"]) {
      const res = await fetch(`${s.url}/api/admin/analytics${q}`, { headers: admin });
      expect(res.status, q).toBe(400);
    }
  });
});
