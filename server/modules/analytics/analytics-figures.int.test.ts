// Cookieless analytics, the figures: raw events rolled up after 30 days without changing a figure,
// and the Analytics screen's revenue, average order, repeat customers and conversions from orders
// paid on the server. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { insertSubscriptions } from "../../../tests/support/renewal-fixtures";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { analyticsServer } from "../../../tests/support/analytics-server";

vi.setConfig({ testTimeout: 60_000 });

const { s, db, analytics, today, nextIp, beacon, report } = analyticsServer();

const cart = [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }];
/** One tub paid on the test payment page by `email`. */
async function pay(email: string) {
  const session = await startCheckout(s.url, cart);
  expect((await s.ctx.services.checkout.testPayments!.submitPayment(session, { ...GOOD_PAYMENT_FORM, email })).ok).toBe(
    true,
  );
}

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

    const admin = await signInAdmin(s);
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
    const admin = await signInAdmin(s);
    for (const q of ["?from=2026-13-01", "?from=2026-11-10&to=2026-11-01", "?from=2020-01-01&to=2026-01-01"]) {
      const res = await fetch(`${s.url}/api/admin/analytics${q}`, { headers: admin });
      expect(res.status, q).toBe(400);
    }
  });
});
