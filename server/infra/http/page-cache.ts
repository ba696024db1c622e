// Storefront pages carry no per-visitor state (the cart lives in the browser), so their HTML is
// rendered once and kept until the event bus says something changed (docs/design.md §3), with its gzip
// and brotli encodings and an ETag prepared when it is stored. The cache sits near the top of the
// middleware stack, so a hit costs a lookup and a write. Only plain GETs of the listed paths
// without a query are cached, and never for a request that carries a session: a signed-in person
// gets a fresh render and never puts one in the cache.
import type { Context, MiddlewareHandler } from "hono";
import type { EventBus } from "../events/event-bus";
import { prepareBytes, sendPrepared, type PreparedBody } from "./prepared-body";

export type CachedPage = { status: number; headers: [string, string][]; body: PreparedBody; at: number };
type Entry = CachedPage;

export type PageCache = MiddlewareHandler & {
  /** A stored, fresh page for a plain GET of `path` (the server's fast path), or null. */
  lookup(path: string): CachedPage | null;
};

// Set by the response itself (per encoding) or meaningless for a stored copy.
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "etag", "vary", "date", "connection"]);

export function pageCache(opts: {
  paths: readonly string[];
  /** Pages one level under these (a product's page, "/products/"), cached like the listed paths. */
  prefixes?: readonly string[];
  events: EventBus;
  maxAgeMs?: number;
  clock?: () => number;
  /** The Content-Security-Policy for a stored page (its nonce cannot be shared between visitors). */
  policyFor?: (html: string) => string;
  /** A request that belongs to someone (a session cookie): bypasses the cache both ways. */
  isPersonal?: (c: Context) => boolean;
}): PageCache {
  const paths = new Set(opts.paths);
  const prefixes = opts.prefixes ?? [];
  // Only pages that render 200 are stored, so a prefix cannot fill the cache with unknown paths.
  const cached = (path: string) =>
    paths.has(path) ||
    prefixes.some((p) => path.startsWith(p) && path.length > p.length && !path.includes("/", p.length));
  // A short life bounds how stale a page can be after a change made outside the app (SQL by hand).
  const maxAgeMs = opts.maxAgeMs ?? 10_000;
  const now = opts.clock ?? Date.now;
  const cache = new Map<string, Entry>();
  let version = 0;
  opts.events.subscribe(() => {
    version++;
    cache.clear();
  });

  // One render per page at a time: requests that arrive while it renders wait for it instead of
  // rendering the same page again (50 at once after every change, otherwise).
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const lookup = (path: string): CachedPage | null => {
    const hit = cache.get(path);
    if (!hit) return null;
    // Past its life (which only bounds changes made outside the app), the old page is still
    // served while one request renders the new one.
    return now() - hit.at < maxAgeMs || rendering.has(path) ? hit : null;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "GET" || !cached(c.req.path) || c.req.url.includes("?")) return next();
    if (opts.isPersonal?.(c)) {
      await next();
      c.header("Cache-Control", "private, no-store");
      return;
    }
    const path = c.req.path;
    const hit = lookup(path);
    if (hit) return serve(c, hit, "hit");
    const inFlight = rendering.get(path);
    if (inFlight) {
      const rendered = await inFlight;
      if (rendered) return serve(c, rendered, "hit");
      return next();
    }
    let settle: (page: CachedPage | null) => void = () => {};
    rendering.set(path, new Promise((resolve) => (settle = resolve)));
    let entry: CachedPage | null = null;
    try {
      const started = version;
      await next();
      const res = c.res;
      if (
        res.status !== 200 ||
        res.headers.has("set-cookie") ||
        !res.headers.get("content-type")?.startsWith("text/html")
      )
        return;
      const identity = Buffer.from(await res.arrayBuffer());
      if (opts.policyFor) res.headers.set("Content-Security-Policy", opts.policyFor(identity.toString("utf8")));
      entry = {
        status: res.status,
        headers: [...res.headers.entries()].filter(([k]) => !DROPPED_HEADERS.has(k.toLowerCase())),
        body: prepareBytes(identity),
        at: now(),
      };
      // Rendered from data older than a change that arrived meanwhile: answer it, but keep it not.
      if (version === started) cache.set(path, entry);
      c.res = serve(c, entry, "miss");
    } finally {
      rendering.delete(path);
      settle(entry && cache.get(path) === entry ? entry : null);
    }
  };
  return Object.assign(middleware, { lookup });
}

function serve(c: Context, e: Entry, state: "hit" | "miss"): Response {
  const headers = new Headers(e.headers);
  headers.set("X-Page-Cache", state);
  return sendPrepared(e.body, c.req, headers, e.status);
}
