// Analytics keeps which page was seen, never the address's secrets: a sign-in link's token, a
// payment session, an order number or a query string never reach analytics_events, whatever a
// beacon says, and the migration rewrites what was stored before. Runs on SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { migrateToLatest } from "../../infra/db/migrate";
import { migrations } from "../../infra/db/migrations/index";
import { createTestContext, openPort, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const TOKEN = "Zk3v9QpL_s-8XyTokenValue";
const SESSION = "cs_test_a1b2c3d4e5f6";

let s: TestServer;
beforeAll(async () => {
  const { server, url, serve } = await openPort();
  const ctx = await createTestContext({ env: { PUBLIC_URL: url, TRUST_PROXY: "true" } });
  serve(createApp(ctx));
  s = {
    url,
    ctx,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await ctx.dispose();
    },
  };
});
afterAll(() => s.close());

let ip = 0;
const beacon = (body: unknown) =>
  fetch(`${s.url}/api/a`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": BROWSER,
      "x-forwarded-for": `198.51.100.${++ip}`,
    },
    body: JSON.stringify(body),
  });

const reset = async () => {
  await s.ctx.services.analytics.flush();
  await s.ctx.db.deleteFrom("analytics_events").execute();
};

const stored = async () => {
  await s.ctx.services.analytics.flush();
  return s.ctx.db.selectFrom("analytics_events").select(["path", "referrer"]).orderBy("path").execute();
};

describe("a beacon's page", () => {
  it("is stored as its route pattern: no token, session id, order number or query", async () => {
    await reset();
    for (const p of [
      `/subscriptions/link/${TOKEN}`,
      `/pay/${SESSION}`,
      `/success?session_id=${SESSION}`,
      `/cart/restore?t=${TOKEN}`,
      `/unsubscribe?t=${TOKEN}`,
      "/account/orders/RB-10234",
      "/account/orders/RB-10234/invoice",
      "/products/dynamic-duo",
      `/no-such-page/${TOKEN}`,
    ]) {
      expect((await beacon({ k: "v", p })).status, p).toBe(204);
    }
    const rows = await stored();
    expect(rows.map((r) => r.path)).toEqual([
      "/*",
      "/account/orders/:number",
      "/account/orders/:number/invoice",
      "/cart/restore",
      "/pay/:sessionId",
      "/products/dynamic-duo",
      "/subscriptions/link/:token",
      "/success",
      "/unsubscribe",
    ]);
    const all = JSON.stringify(rows);
    for (const secret of [TOKEN, SESSION, "RB-10234"]) expect(all).not.toContain(secret);
  });

  it("keeps only the referring site's host, never its address", async () => {
    await reset();
    await beacon({ k: "v", p: "/", r: `https://mail.example.net/subscriptions/link/${TOKEN}` });
    await beacon({ k: "v", p: "/", r: "news.example.org" });
    const rows = await stored();
    expect(rows.map((r) => r.referrer).sort()).toEqual(["news.example.org", null]);
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
  });
});

describe("the migration", () => {
  it("rewrites the paths stored before it as route patterns and drops the admin's", async () => {
    const names = Object.keys(migrations);
    const mine = names.find((n) => n.startsWith("0030-"))!;
    expect(mine).toBeDefined();
    const migrator = new Migrator({ db: s.ctx.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(names[names.indexOf(mine) - 1]!);
    expect(down.error).toBeUndefined();
    await reset();
    const row = (path: string, n: number) =>
      sql`insert into analytics_events (day, kind, visitor, path)
          values ('2026-11-10', 'pageview', ${`v${n}`}, ${path})`.execute(s.ctx.db);
    const before = [
      `/subscriptions/link/${TOKEN}`,
      `/subscriptions/link/${TOKEN}x`,
      `/pay/${SESSION}`,
      "/account/orders/RB-10234",
      "/products/dynamic-duo",
      "/about",
      "/admin/orders/RB-10234",
    ];
    for (const [i, p] of before.entries()) await row(p, i);

    const undone = (down.results ?? []).map((r) => r.migrationName);
    expect(await migrateToLatest(s.ctx.db)).toEqual([...undone].reverse());
    const rows = await s.ctx.db.selectFrom("analytics_events").select(["path", "visitor"]).orderBy("visitor").execute();
    expect(rows).toEqual([
      { visitor: "v0", path: "/subscriptions/link/:token" },
      { visitor: "v1", path: "/subscriptions/link/:token" },
      { visitor: "v2", path: "/pay/:sessionId" },
      { visitor: "v3", path: "/account/orders/:number" },
      { visitor: "v4", path: "/products/dynamic-duo" },
      { visitor: "v5", path: "/about" },
    ]);
  });
});
