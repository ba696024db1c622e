// GET /metrics in the Prometheus text format, only for METRICS_TOKEN; the
// names and labels a dashboard relies on, and nothing personal (an e-mail, a session or order id,
// a raw path) in any label.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { pageAppOptions } from "../../../tests/support/page-build";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createPeriodicRunner } from "../jobs/periodic";

const TOKEN = "metrics-token-for-the-test-0123456789";
const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };
const EMAIL = GOOD_PAYMENT_FORM.email;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { METRICS_TOKEN: TOKEN, CHECKOUT_RATE_LIMIT: "3" } });
});
afterAll(() => s.close());

const scrape = (auth?: string) => fetch(`${s.url}/metrics`, auth ? { headers: { Authorization: auth } } : {});

/** Every sample line as name + labels. */
function samples(text: string): { name: string; labels: Record<string, string> }[] {
  return text
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? /.exec(l)!;
      const labels = Object.fromEntries(
        [...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
      );
      return { name: m[1]!, labels };
    });
}

describe("GET /metrics", () => {
  it("is 404 when METRICS_TOKEN is not set", async () => {
    const plain = await startTestServer();
    try {
      const res = await fetch(`${plain.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("refuses a missing or wrong token with 401 and a plain message", async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer "]) {
      const res = await scrape(auth);
      expect(res.status, String(auth)).toBe(401);
      expect(await res.json()).toEqual({ error: "A valid METRICS_TOKEN bearer token is required" });
    }
  });

  it("counts requests by route pattern, checkouts, jobs, cache hits and refusals, and names nobody", async () => {
    // A paid checkout (with a shopper's e-mail), one more started, then the address's limit.
    const paidSession = await startCheckout(s.url, [ONE]);
    const pay = await fetch(`${s.url}/pay/${paidSession}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(GOOD_PAYMENT_FORM).toString(),
      redirect: "manual",
    });
    expect(pay.status).toBeLessThan(400);
    const started = await startCheckout(s.url, [ONE]);
    await startCheckout(s.url, [ONE]);
    const limited = await fetch(`${s.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cart: [ONE] }),
    });
    expect(limited.status).toBe(429);
    // Paths carrying ids and an e-mail; a page twice (the second from the cache); the catalogue.
    await fetch(`${s.url}/success?session_id=${started}`);
    // The cache is filled after the first answer is sent: on a busy machine the second request
    // can come before it is, so ask until one comes from the cache.
    let pageFetches = 0;
    for (let hit = false; !hit && pageFetches < 20; pageFetches++) {
      const page = await fetch(`${s.url}/products/dynamic-duo`);
      await page.arrayBuffer();
      hit = page.headers.get("x-page-cache") === "hit";
      if (!hit && pageFetches > 0) await new Promise((r) => setTimeout(r, 100));
    }
    await fetch(`${s.url}/api/products/${encodeURIComponent(EMAIL)}`);
    await fetch(`${s.url}/api/products/dynamic-duo`);
    await fetch(`${s.url}/nothing/${encodeURIComponent(EMAIL)}`);
    const jobs = createPeriodicRunner({ ...s.ctx, dialect: inject("dialect"), onRun: s.ctx.metrics.job });
    await jobs.runIfDue("sweep", 1000, async () => {});
    await jobs.runIfDue("broken", 1000, () => Promise.reject(new Error("no"))).catch(() => {});

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const all = samples(text);
    const value = (name: string, labels: Record<string, string> = {}) => {
      const line = text.split("\n").find((l) => {
        const smp = l.startsWith(name) && samples(l)[0];
        return smp && smp.name === name && Object.entries(labels).every(([k, v]) => smp.labels[k] === v);
      });
      return line === undefined ? undefined : Number(line.split(" ").pop());
    };

    expect(value("shop_checkouts_total", { outcome: "started" })).toBe(3);
    expect(value("shop_checkouts_total", { outcome: "paid" })).toBe(1);
    expect(value("shop_checkouts_total", { outcome: "failed" })).toBe(1);
    expect(value("shop_rate_limit_refusals_total", { route: "/api/checkout" })).toBe(1);
    expect(value("shop_jobs_total", { job: "sweep", outcome: "ok" })).toBe(1);
    expect(value("shop_jobs_total", { job: "broken", outcome: "failed" })).toBe(1);
    expect(value("shop_page_cache_hits_total")).toBeGreaterThanOrEqual(1);
    expect(value("shop_http_requests_total", { method: "POST", route: "/api/checkout", status: "200" })).toBe(3);
    expect(value("shop_http_requests_total", { method: "GET", route: "/products/:id", status: "200" })).toBe(
      pageFetches,
    );
    expect(value("shop_http_requests_total", { method: "GET", route: "/api/products/:id", status: "400" })).toBe(1);
    expect(value("shop_http_requests_total", { method: "GET", route: "/success", status: "200" })).toBe(1);
    expect(value("shop_http_requests_total", { method: "POST", route: "/pay/:sessionId" })).toBe(1);
    expect(value("shop_http_request_duration_seconds_count", { route: "/api/checkout", status: "200" })).toBe(3);
    expect(all.some((x) => x.name === "shop_http_request_duration_seconds_bucket" && x.labels.le === "0.1")).toBe(true);
    expect(value("shop_mail_outbox", { status: "queued" })).toBeGreaterThanOrEqual(1); // the confirmation
    expect(value("shop_mail_outbox", { status: "failed" })).toBe(0);
    expect(value("shop_event_stream_clients")).toBe(0);
    expect(value("shop_db_query_duration_seconds_count")).toBeGreaterThan(0);
    if (inject("dialect") === "postgres") {
      expect(value("shop_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    } else {
      expect(value("shop_sqlite_wal_bytes")).toBeGreaterThanOrEqual(0);
    }
    expect(value("process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(value("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(value("nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);

    // Nothing personal or per-request in a label: no e-mail, no session or order id, no raw path.
    const labelValues = all.flatMap((x) => Object.values(x.labels));
    for (const v of labelValues) {
      expect(v).not.toMatch(/@|%40|cs_test|dynamic-duo|one-and-done|nothing/);
    }
    const routes = new Set(all.flatMap((x) => (x.labels.route ? [x.labels.route] : [])));
    for (const r of routes) expect(r === "unmatched" || r.startsWith("/"), r).toBe(true);
  });

  it("counts an open event stream while it is open", async () => {
    const ctrl = new AbortController();
    const stream = await fetch(`${s.url}/api/events`, { signal: ctrl.signal });
    const reader = stream.body!.getReader();
    await reader.read();
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(/^shop_event_stream_clients 1$/m);
    ctrl.abort();
  });
});
