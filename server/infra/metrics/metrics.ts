// The shop's Prometheus metrics (GET /metrics, metrics.api.ts): one registry per context, so
// tests that build several contexts never share counts. Labels are only ever fixed words, route
// patterns and status codes, never a path, an e-mail, an address or an id: nothing personal can
// reach a label (metrics.int.test.ts checks it).
import { statSync } from "node:fs";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { createRequestSeries } from "./request-series";

export type CheckoutOutcome = "started" | "paid" | "failed";

export type Metrics = {
  registry: Registry;
  /** One answered request: its route pattern (never the raw path), method and status. */
  request(method: string, route: string, status: number, seconds: number): void;
  pageCacheHit(): void;
  checkout(outcome: CheckoutOutcome): void;
  job(name: string, outcome: "ok" | "failed"): void;
  rateLimited(route: string): void;
  dbQuery(seconds: number): void;
  eventStreams: { open(): void; close(): void };
  /** What is read when scraped: the outbox, the pool, the log file. */
  watch(sources: MetricSources): void;
};

export type MetricSources = {
  mailOutbox?: () => Promise<{ queued: number; failed: number }>;
  pool?: () => { total: number; idle: number; waiting: number };
  walFile?: string;
};

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export function createMetrics(opts: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (opts.processMetrics !== false) collectDefaultMetrics({ register: registry });
  const requests = createRequestSeries({
    registry,
    counter: { name: "shop_http_requests_total", help: "Answered HTTP requests by route pattern, method and status" },
    histogram: {
      name: "shop_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by route pattern, method and status",
      buckets: LATENCY_BUCKETS,
    },
  });
  const pageCache = new Counter({
    name: "shop_page_cache_hits_total",
    help: "Storefront pages answered from the page cache",
    registers: [registry],
  });
  const checkouts = new Counter({
    name: "shop_checkouts_total",
    help: "Checkouts: started (a pending order and payment page), paid (confirmed once), failed (refused or errored)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: "shop_jobs_total",
    help: "Periodic jobs run on this instance, by job and outcome",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: "shop_rate_limit_refusals_total",
    help: "Requests refused with 429 by a rate limit, by route pattern",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const queries = new Histogram({
    name: "shop_db_query_duration_seconds",
    help: "Database query time, as the driver saw it",
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const streams = new Gauge({
    name: "shop_event_stream_clients",
    help: "Open Server-Sent Event streams (/api/events) on this instance",
    registers: [registry],
  });
  for (const outcome of ["started", "paid", "failed"] as const) checkouts.inc({ outcome }, 0);

  let sources: MetricSources = {};
  new Gauge({
    name: "shop_mail_outbox",
    help: "E-mail in the outbox: queued (waiting to be sent, or kept without SMTP) and failed (gave up)",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      if (!sources.mailOutbox) return;
      const n = await sources.mailOutbox().catch(() => null);
      if (!n) return;
      this.set({ status: "queued" }, n.queued);
      this.set({ status: "failed" }, n.failed);
    },
  });
  new Gauge({
    name: "shop_db_pool_connections",
    help: "PostgreSQL pool connections: total, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const p = sources.pool?.();
      if (!p) return;
      this.set({ state: "total" }, p.total);
      this.set({ state: "idle" }, p.idle);
      this.set({ state: "waiting" }, p.waiting);
    },
  });
  new Gauge({
    name: "shop_sqlite_wal_bytes",
    help: "Size of SQLite's write-ahead log file (kept near 32 MB, docs/decisions/0017)",
    registers: [registry],
    collect() {
      if (!sources.walFile) return;
      try {
        this.set(statSync(sources.walFile).size);
      } catch {
        this.set(0);
      }
    },
  });

  return {
    registry,
    request: requests.record,
    pageCacheHit: () => pageCache.inc(),
    checkout: (outcome) => checkouts.inc({ outcome }),
    job: (job, outcome) => jobs.inc({ job, outcome }),
    rateLimited: (route) => refused.inc({ route }),
    dbQuery: (seconds) => queries.observe(seconds),
    eventStreams: { open: () => streams.inc(), close: () => streams.dec() },
    watch(s) {
      sources = { ...sources, ...s };
    },
  };
}
