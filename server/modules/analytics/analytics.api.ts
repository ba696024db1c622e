// POST /api/a: the storefront's beacon. Cheap before anything else: a body over 1 KB
// is refused by its Content-Length before a byte is read (or as soon as a chunked one passes the
// limit), a bot's is dropped on its user agent alone, an address past its per-minute allowance is
// refused, and only then is the small body read and checked. Nothing is ever said in the body and
// nothing fails with a 5xx: 204 counted or dropped silently (a bot, another site's page, an address
// past its allowance: a browser logs any 4xx in the shopper's console), 400 junk, 413 too large.
// The rate count is kept in memory (never a database round trip per beacon). The shop's origin
// guard lets this path through (it changes nothing of anyone's and reads no cookie); a beacon from
// another site's page is dropped here instead of refused with a 403.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BEACON_MAX_BYTES, BEACON_RATE_LIMIT } from "../../../core/analytics";
import { clientIp } from "../../infra/rate-limit/client-ip";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import type { Logger } from "../../logger";
import type { AnalyticsService } from "./analytics.service";

export { BEACON_PATH } from "./beacon-budget";

export function beaconRoutes(
  analytics: AnalyticsService,
  opts: { trustProxy: boolean; limiter: RateLimiter; logger: Logger; origins: readonly string[] },
) {
  const app = new Hono();
  const own = new Set(opts.origins.map((o) => new URL(o).origin));
  app.post(
    "/",
    bodyLimit({
      maxSize: BEACON_MAX_BYTES,
      onError: (c) => {
        // The unread rest would spoil the connection for a next request: close it.
        c.header("Connection", "close");
        return c.body(null, 413);
      },
    }),
    async (c) => {
      try {
        const origin = c.req.header("origin");
        if (origin !== undefined ? !own.has(origin) : c.req.header("sec-fetch-site") === "cross-site") {
          return c.body(null, 204);
        }
        const userAgent = c.req.header("user-agent") ?? "";
        const ip = clientIp(c, opts.trustProxy);
        const allowed = (await opts.limiter.hit(`beacon:${ip}`, BEACON_RATE_LIMIT)).allowed;
        if (!allowed) return c.body(null, 204);
        const outcome = await analytics.record(await c.req.text(), { ip, userAgent });
        return c.body(null, outcome === "junk" ? 400 : 204);
      } catch (err) {
        // Counting is never worth an error page: a failure here is logged and the beacon dropped.
        opts.logger.warn({ err }, "a beacon could not be counted");
        return c.body(null, 204);
      }
    },
  );
  return app;
}
