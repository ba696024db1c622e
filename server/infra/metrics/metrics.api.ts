// GET /metrics: the Prometheus text format, for a scraper holding METRICS_TOKEN as its bearer
// token. Without the setting the route does not exist (404, like any unknown path); a wrong or
// missing token is 401 with a plain message, so a misconfigured scraper says what is wrong.
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Registry } from "prom-client";

const digest = (s: string) => createHash("sha256").update(s).digest();

export function metricsRoutes(opts: { token: string; registry: Registry }) {
  const app = new Hono();
  const expected = digest(opts.token);
  app.get("/", async (c) => {
    const sent = /^Bearer (\S+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    // Hashes of equal length: the comparison takes the same time whatever was sent.
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      return c.json({ error: "A valid METRICS_TOKEN bearer token is required" }, 401, {
        "WWW-Authenticate": 'Bearer realm="metrics"',
      });
    }
    c.header("Cache-Control", "no-store");
    return c.body(await opts.registry.metrics(), 200, { "Content-Type": opts.registry.contentType });
  });
  return app;
}
