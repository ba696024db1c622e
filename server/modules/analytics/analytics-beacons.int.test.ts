// Cookieless analytics, the beacons: a visit's events counted with no cookie and no address, bots
// and junk dropped without a trace, unique visitors by a salted hash whose salt changes (and is
// deleted) every day, a limit per address, and nothing from another site's page. Runs on SQLite,
// and on PostgreSQL with TEST_DATABASE_URL.
import { describe, expect, it, vi } from "vitest";
import { postChunked } from "../../../tests/support/customer-forms";
import { BROWSER, PHONE, analyticsServer } from "../../../tests/support/analytics-server";

vi.setConfig({ testTimeout: 60_000 });

const { s, db, today, nextIp, beacon, events, report } = analyticsServer();

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
