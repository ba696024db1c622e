// The beacon's way to the database under load: a budget of beacons a second taken before the app
// reads them (past it: 204, nothing stored, the answer held to the next second), a bounded queue
// (full: 204, dropped and counted), written a batch per transaction, and written out at shutdown.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { createMemoryRateLimiter } from "../../infra/rate-limit/rate-limiter";
import { createTestContext, openPort, type TestServer } from "../../../tests/support/test-server";
import { beaconRoutes } from "./analytics.api";
import * as repo from "./analytics.repository";
import { createAnalyticsService } from "./analytics.service";

vi.setConfig({ testTimeout: 60_000 });

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const VIEW = JSON.stringify({ k: "v", p: "/products/dynamic-duo" });

let s: TestServer;
beforeAll(async () => {
  const { server, url, serve } = await openPort();
  const ctx = await createTestContext({ env: { PUBLIC_URL: url, TRUST_PROXY: "true", BEACONS_PER_SECOND: "3" } });
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

const stored = async () =>
  Number(
    (
      await s.ctx.db
        .selectFrom("analytics_events")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const clearEvents = () => s.ctx.db.deleteFrom("analytics_events").execute();

let ip = 0;
const beaconInit = (body = VIEW): RequestInit => ({
  method: "POST",
  headers: {
    "content-type": "text/plain;charset=UTF-8",
    "user-agent": BROWSER,
    "x-forwarded-for": `198.51.100.${++ip % 250}`,
  },
  body,
});

/** A service of its own on the test database, with its queue shaped by the test, behind the beacon route. */
function ownService(queue: { everyMs?: number; batch?: number; cap?: number }) {
  const analytics = createAnalyticsService({
    db: s.ctx.db,
    logger: s.ctx.logger,
    clock: () => new Date(),
    timeZone: s.ctx.config.shopTimeZone,
    ownHost: new URL(s.url).host,
    beaconsPerSecond: 1000,
    queue,
  });
  const app = new Hono().route(
    "/api/a",
    beaconRoutes(analytics, {
      trustProxy: true,
      limiter: createMemoryRateLimiter({ clock: () => new Date() }),
      logger: s.ctx.logger,
      origins: [s.url],
    }),
  );
  return { analytics, send: (body?: string) => app.request("/api/a", beaconInit(body)) };
}

describe("the beacons-a-second budget", () => {
  it("reads only the budget's beacons in a second; the rest are answered 204 a second later and not stored", async () => {
    await s.ctx.services.analytics.flush();
    await clearEvents();
    // A new second, so the whole budget is this test's.
    await new Promise((r) => setTimeout(r, 1100));
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await fetch(`${s.url}/api/a`, beaconInit());
        return { status: res.status, ms: performance.now() - started, id: res.headers.get("x-request-id") };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(204));
    // Held or not, every answer names its own request, as every other answer does.
    expect(new Set(answers.map((a) => a.id)).size).toBe(8);
    expect(answers.every((a) => a.id)).toBe(true);
    const late = answers.filter((a) => a.ms >= 200);
    expect(late.length).toBeGreaterThanOrEqual(5);
    await s.ctx.services.analytics.flush();
    expect(await stored()).toBe(3);
  });

  it("still refuses junk that it reads, and an oversized beacon before reading it", async () => {
    await new Promise((r) => setTimeout(r, 1100));
    expect((await fetch(`${s.url}/api/a`, beaconInit("{not json"))).status).toBe(400);
    expect((await fetch(`${s.url}/api/a`, beaconInit("x".repeat(2000)))).status).toBe(413);
  });
});

describe("the write queue", () => {
  it("writes a batch in one transaction: a batch that fails stores none of its rows", async () => {
    await clearEvents();
    const day = "2026-11-10";
    const row = { day, kind: "v", visitor: "v".repeat(32), path: "/", referrer: null, utm_source: null };
    const rows = Array.from({ length: 250 }, () => ({
      ...row,
      utm_medium: null,
      utm_campaign: null,
      product_id: null,
      flavor: null,
    }));
    // The last row breaks a NOT NULL column, after the first insert of the batch has gone in.
    (rows[249] as { kind: string | null }).kind = null;
    await expect(repo.insertEvents(s.ctx.db, rows as repo.EventRow[])).rejects.toThrow();
    expect(await stored()).toBe(0);
  });

  it("drops beacons past its cap but still answers them 204", async () => {
    await clearEvents();
    const { analytics, send } = ownService({ everyMs: 60_000, cap: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect(analytics.bufferStats().dropped).toBe(2);
    await analytics.close();
    expect(await stored()).toBe(3);
  });

  it("writes every accepted beacon when the shop shuts down", async () => {
    await clearEvents();
    const { analytics, send } = ownService({ everyMs: 60_000 });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(204);
    expect(await stored()).toBe(0);
    await analytics.close();
    expect(await stored()).toBe(5);
  });
});
