// Cookieless analytics: counting the storefront's beacons (bots and junk dropped, the
// visitor a daily-salted hash, the write batched), the Analytics screen's report and CSV, and the
// roll-up of raw events into daily counts once they are 30 days old. Paid orders are never a
// beacon: they are read from the orders themselves, counted on the server when they are paid.
import { isbot } from "isbot";
import { RAW_EVENT_DAYS, parseBeacon } from "../../../core/analytics";
import { parseRange, previousRange, type Range } from "../../../core/analytics-range";
import { buildReport, reportCsv, type AnalyticsReport, type DailyCount } from "../../../core/analytics-report";
import { addShopDays, shopDayKey, shopDayStart } from "../../../core/shop-time";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Logger } from "../../logger";
import { createBeaconBudget } from "./beacon-budget";
import { createEventBuffer } from "./event-buffer";
import * as repo from "./analytics.repository";
import { createVisitorHasher } from "./visitor-hash";

export type BeaconOutcome = "counted" | "bot" | "junk";

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

const MINUTE_MS = 60_000;

export function createAnalyticsService(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  timeZone: string;
  /** The shop's own host (PUBLIC_URL): a referrer from it is no referrer. */
  ownHost: string;
  /** Beacons a second this process lets through to be read; the rest are dropped unread. */
  beaconsPerSecond: number;
  /** The write queue's shape (tests): how often, how many rows a transaction, how many waiting at most. */
  queue?: { everyMs?: number; batch?: number; cap?: number };
}) {
  const { db, logger, clock, timeZone } = deps;
  const hasher = createVisitorHasher(db);
  const buffer = createEventBuffer<repo.EventRow>({
    write: (rows) => repo.insertEvents(db, rows),
    logger,
    ...deps.queue,
  });
  const budget = createBeaconBudget({ perSecond: deps.beaconsPerSecond });
  // The shop day changes at most once a minute boundary: worked out once per minute, not per beacon.
  let dayCache = { minute: -1, day: "" };
  const today = () => {
    const minute = Math.floor(clock().getTime() / MINUTE_MS);
    if (minute !== dayCache.minute) dayCache = { minute, day: shopDayKey(clock().toISOString(), timeZone) };
    return dayCache.day;
  };

  async function countsFor(r: Range): Promise<DailyCount[]> {
    const [raw, rolled] = await Promise.all([
      repo.countRawEvents(db, r.from, r.to),
      repo.selectDailyCounts(db, r.from, r.to),
    ]);
    return [...raw, ...rolled];
  }

  const startOf = (day: string) => shopDayStart(day, timeZone).toISOString();

  /** The screen's figures for `from`–`to` (shop days; the last 30 by default) against the days before. */
  async function report(query: { from?: string; to?: string }): Promise<AnalyticsReport> {
    const range = parseRange(query, today());
    if ("error" in range) throw new AppError("validation", range.error, { details: { range: range.error } });
    const prev = previousRange(range);
    const start = startOf(prev.from);
    const end = startOf(addShopDays(range.to, 1));
    const [counts, orders, sold, names] = await Promise.all([
      countsFor({ from: prev.from, to: range.to }),
      repo.selectPaidOrders(db, start, end),
      repo.selectSoldLines(db, startOf(range.from), end),
      repo.productNames(db),
    ]);
    return buildReport({
      range,
      counts,
      orders: orders.map((o) => ({ ...o, day: shopDayKey(o.paidAt, timeZone) })),
      sold,
      productNames: names,
    });
  }

  return {
    /** One beacon: counted (buffered), or dropped as a bot's or as junk; nothing of a dropped one is kept. */
    async record(body: string, client: { ip: string; userAgent: string }): Promise<BeaconOutcome> {
      if (!client.userAgent || isbot(client.userAgent)) return "bot";
      const beacon = parseBeacon(body, deps.ownHost);
      if (!beacon) return "junk";
      const day = today();
      buffer.push({
        day,
        kind: beacon.kind,
        visitor: await hasher.hash(day, client.ip, client.userAgent),
        path: beacon.path,
        referrer: beacon.referrer,
        utm_source: beacon.utmSource,
        utm_medium: beacon.utmMedium,
        utm_campaign: beacon.utmCampaign,
        product_id: beacon.productId,
        flavor: beacon.flavor,
      });
      return "counted";
    },

    report,

    /** Writes what is buffered (tests; shutdown goes through close). */
    flush: () => buffer.flush(),
    bufferStats: () => buffer.stats(),
    /** The beacons-a-second budget that the listener applies before the app (beacon-budget.ts). */
    budget,
    /** Answers the held beacons, then writes every accepted one before the database closes. */
    async close() {
      budget.close();
      await buffer.close();
    },

    async exportCsv(query: { from?: string; to?: string }): Promise<{ csv: string; range: Range }> {
      const r = await report(query);
      return { csv: reportCsv(r), range: r.range };
    },

    /** The periodic job: raw events older than 30 days become daily counts. */
    async rollUp(): Promise<{ events: number; counts: number }> {
      const result = await repo.rollUpBefore(db, addShopDays(today(), -RAW_EVENT_DAYS));
      if (result.events > 0) logger.info(result, "analytics events rolled up into daily counts");
      return result;
    },
  };
}
