// The analytics integration tests' server: the shop over one database with a clock the tests
// move and proxies trusted (so each beacon can come from an address of its own), a beacon sender,
// the stored events, and the Analytics screen's report as staff see it. Each test starts from no
// events, no orders and the clock at 10 November 2026.
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createApp } from "../../server/app";
import { shopDayKey } from "../../core/shop-time";
import { signInAdmin } from "./admin";
import { createTestContext, openPort, type TestServer } from "./test-server";

export const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

export type AnalyticsReportBody = {
  totals: Record<string, number>;
  previous: Record<string, number>;
  funnel: { step: string; count: number; rate: number | null }[];
  referrers: { host: string; visitors: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number }[];
  topProducts: { id: string; views: number; addToCarts: number; units: number }[];
  topFlavours: { flavour: string; addToCarts: number; units: number }[];
  days: { day: string; visitors: number; orders: number; revenue: number }[];
};

/** Registers the file's hooks; `s` is filled in before the first test. */
export function analyticsServer() {
  const s = {} as TestServer & { clock: { now: Date } };
  beforeAll(async () => {
    const clock = { now: new Date("2026-11-10T01:00:00.000Z") };
    const { server, url, serve } = await openPort();
    const ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: url, TRUST_PROXY: "true" } });
    serve(createApp(ctx));
    Object.assign(s, {
      url,
      ctx,
      clock,
      close: async () => {
        await new Promise<void>((r) => server.close(() => r()));
        await ctx.dispose();
      },
    });
  });
  afterAll(() => s.close());

  const db = () => s.ctx.db;
  const analytics = () => s.ctx.services.analytics;
  const today = () => shopDayKey(s.clock.now.toISOString(), s.ctx.config.shopTimeZone);
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${++ipCounter % 250}`;

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

  /** Every stored event, once what the server holds in memory is written. */
  const events = async () => {
    await analytics().flush();
    return db().selectFrom("analytics_events").selectAll().execute();
  };

  async function report(query = "") {
    await analytics().flush();
    // Staff sessions end after a while of the test's moving clock: a fresh one per look.
    const admin = await signInAdmin(s);
    const res = await fetch(`${s.url}/api/admin/analytics${query}`, { headers: admin });
    expect(res.status).toBe(200);
    return (await res.json()) as AnalyticsReportBody;
  }

  return { s, db, analytics, today, nextIp, beacon, events, report };
}
