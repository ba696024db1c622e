// Storefront pages carry no per-visitor state (the cart lives in the browser), so
// their HTML is rendered once and kept until the event bus says something changed
// (DESIGN §3). Only plain GETs of the listed paths without a query are cached.
import type { MiddlewareHandler } from "hono";
import type { EventBus } from "../events/event-bus";

type Entry = { status: number; headers: [string, string][]; body: ArrayBuffer };

export function pageCache(opts: {
  paths: readonly string[];
  events: EventBus;
  maxAgeMs?: number;
  clock?: () => number;
  /** The Content-Security-Policy for a stored page (its nonce cannot be shared between visitors). */
  policyFor?: (html: string) => string;
}): MiddlewareHandler {
  const paths = new Set(opts.paths);
  // A short life bounds how stale a page can be after a change made outside the app (SQL by hand).
  const maxAgeMs = opts.maxAgeMs ?? 10_000;
  const now = opts.clock ?? Date.now;
  const cache = new Map<string, Entry & { at: number }>();
  opts.events.subscribe(() => cache.clear());

  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== "GET" || url.search !== "" || !paths.has(url.pathname)) return next();
    const hit = cache.get(url.pathname);
    if (hit && now() - hit.at < maxAgeMs) {
      return new Response(hit.body, { status: hit.status, headers: [...hit.headers, ["X-Page-Cache", "hit"]] });
    }
    await next();
    const res = c.res;
    if (
      res.status !== 200 ||
      res.headers.has("set-cookie") ||
      !res.headers.get("content-type")?.startsWith("text/html")
    )
      return;
    const body = await res.arrayBuffer();
    if (opts.policyFor) res.headers.set("Content-Security-Policy", opts.policyFor(new TextDecoder().decode(body)));
    const headers = [...res.headers.entries()];
    cache.set(url.pathname, { status: res.status, headers, body, at: now() });
    c.res = new Response(body, { status: res.status, headers: [...headers, ["X-Page-Cache", "miss"]] });
  };
}
