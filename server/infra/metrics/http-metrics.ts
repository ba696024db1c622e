// Counts every answered request by route pattern: Hono's matched route for the API, React
// Router's route pattern for pages (matched against the build's route table), and the fast
// path's few fixed answers. A raw path never becomes a label: ids, e-mails and tokens in paths
// would make a label per shopper (and a series per request).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { FastPath } from "../http/fast-path";
import type { Metrics } from "./metrics";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const CHECKOUT_ROUTES = new Set(["/api/checkout", "/.netlify/functions/create-checkout"]);
/** What a route that names no pattern is counted as (unknown paths, static files, not found). */
export const UNMATCHED_ROUTE = "unmatched";

const methodLabel = (m: string) => (METHODS.has(m) ? m : "other");
const seconds = (since: number) => (performance.now() - since) / 1000;

export function httpMetrics(metrics: Metrics, build: unknown): MiddlewareHandler {
  const pages = typeof build === "object" && build !== null ? pagePatterns(build as ServerBuild) : null;
  return async (c, next) => {
    const started = performance.now();
    await next();
    let route = routePath(c).replace(/\/$/, "") || "/";
    if (route === "*" || route === "/*" || route.endsWith("/*")) route = pages?.(c.req.path) ?? UNMATCHED_ROUTE;
    const status = c.res.status;
    metrics.request(methodLabel(c.req.method), route, status, seconds(started));
    if (c.res.headers.get("x-page-cache") === "hit") metrics.pageCacheHit();
    if (status === 429) metrics.rateLimited(route);
    if (c.req.method === "POST" && CHECKOUT_ROUTES.has(route)) metrics.checkout(status < 300 ? "started" : "failed");
  };
}

/** The fast path's answers (the catalogue and cached pages), counted like the app's. */
export function countFastPath(fastPath: FastPath, metrics: Metrics): FastPath {
  return (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const started = performance.now();
    if (!fastPath(req, res, requestId)) return false;
    const url = req.url ?? "";
    const route = url.startsWith("/api/products/")
      ? "/api/products/:id"
      : url.startsWith("/products/")
        ? "/products/:id"
        : url; // the product list or one of the few cached pages, each a fixed path
    metrics.request(methodLabel(req.method ?? ""), route, res.statusCode, seconds(started));
    if (!url.startsWith("/api/")) metrics.pageCacheHit();
    return true;
  };
}

/** The route pattern of a page path ('/products/:id'), or null when only the catch-all matches. */
function pagePatterns(build: ServerBuild): (path: string) => string | null {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const entries = Object.values(build.routes);
  const nodes = new Map<string, RouteObject>();
  for (const r of entries) {
    if (!r) continue;
    const node: RouteObject = r.index
      ? { id: r.id, index: true, path: r.path }
      : { id: r.id, path: r.path, children: [] };
    nodes.set(r.id, node);
    byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), node]);
  }
  for (const [parent, children] of byParent) {
    const node = parent === undefined ? undefined : nodes.get(parent);
    if (node && !node.index) node.children = children;
  }
  const tree = byParent.get(undefined) ?? [];
  // Matching walks the whole route table; paths repeat (a shop has few pages and products), so
  // each answer is kept. Bounded: a crawler's endless new paths start it afresh.
  const known = new Map<string, string | null>();
  return (path) => {
    const hit = known.get(path);
    if (hit !== undefined) return hit;
    if (known.size >= 2000) known.clear();
    const pattern = match(path);
    known.set(path, pattern);
    return pattern;
  };

  function match(path: string): string | null {
    let matches;
    try {
      matches = matchRoutes(tree, path);
    } catch {
      return null;
    }
    if (!matches) return null;
    const parts = matches.map((m) => m.route.path).filter((p): p is string => !!p && p !== "/");
    if (parts.some((p) => p.includes("*"))) return null;
    return "/" + parts.join("/").replace(/^\/+/, "");
  }
}
