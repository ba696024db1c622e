// The server's fast path: the answers that are the same bytes for everyone (the active catalogue
// and cached storefront pages) are written straight to Node's response, before a Request object,
// the router and the middleware stack are built for them. Anything it cannot answer exactly as
// the app would (a query, a session, a cold cache, another path or method) goes to the app.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ProductCatalogue } from "../../modules/products/product-catalogue";
import type { PageCache } from "./page-cache";
import { REQUEST_ID_HEADER } from "./request-id";
import { choosePrepared, type PreparedBody } from "./prepared-body";

/** Answers the request if it can (true), with `requestId` among its headers. */
export type FastPath = (req: IncomingMessage, res: ServerResponse, requestId: string) => boolean;

const PRODUCT_PATH = /^\/api\/products\/([a-z0-9][a-z0-9-]{0,79})$/;

export function createFastPath(deps: {
  catalogue: ProductCatalogue;
  pages: PageCache | null;
  /**
   * Headers every answer carries (security headers, and Connection: close while draining): the
   * same array for as long as they stay the same.
   */
  commonHeaders: () => [string, string][];
  jsonPolicy: string;
  productCacheControl: string;
  /** Cookies that make a request someone's (the admin's and the shopper's sessions). */
  sessionCookies: readonly string[];
}): FastPath {
  const sessionMarkers = deps.sessionCookies.map((name) => `${name}=`);
  const productHeaders: [string, string][] = [
    ["Content-Type", "application/json"],
    ["Cache-Control", deps.productCacheControl],
    ["Content-Security-Policy", deps.jsonPolicy],
  ];

  // The header list of each answer (a body, its encoding or a 304), flattened once, its last value
  // the request id's slot: a request then allocates nothing for its headers (writeHead copies them
  // out before it returns, so the slot is free again for the next request). Keyed by the common headers' array too, which the app
  // replaces when they change (draining adds Connection: close).
  let headerCache = new WeakMap<PreparedBody, Map<string, string[]>>();
  let cachedFor: [string, string][] | null = null;

  function headersFor(
    body: PreparedBody,
    variant: "304" | "br" | "gzip" | "identity",
    length: number,
    extra: () => [string, string][],
  ): string[] {
    const common = deps.commonHeaders();
    if (common !== cachedFor) {
      headerCache = new WeakMap();
      cachedFor = common;
    }
    let byVariant = headerCache.get(body);
    if (!byVariant) headerCache.set(body, (byVariant = new Map()));
    let flat = byVariant.get(variant);
    if (!flat) {
      const out: [string, string][] = [...common, ...extra(), ["ETag", body.etag], ["Vary", "Accept-Encoding"]];
      if (variant === "br" || variant === "gzip") out.push(["Content-Encoding", variant]);
      if (variant !== "304") out.push(["Content-Length", String(length)]);
      out.push([REQUEST_ID_HEADER, ""]);
      flat = out.flat();
      byVariant.set(variant, flat);
    }
    return flat;
  }

  function write(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    body: PreparedBody,
    status: number,
    headers: () => [string, string][],
  ) {
    const chosen = choosePrepared(body, req.headers["if-none-match"], req.headers["accept-encoding"]);
    const flat = chosen.bytes
      ? headersFor(body, chosen.encoding ?? "identity", chosen.bytes.length, headers)
      : headersFor(body, "304", 0, headers);
    flat[flat.length - 1] = requestId;
    if (!chosen.bytes) {
      res.writeHead(304, flat);
      res.end();
      return;
    }
    res.writeHead(status, flat);
    res.end(req.method === "HEAD" ? undefined : chosen.bytes);
  }

  return (req, res, requestId) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (url.includes("?")) return false;
    if (url.startsWith("/api/products")) {
      const snapshot = deps.catalogue.ready();
      if (!snapshot) return false;
      const id = url === "/api/products" ? null : PRODUCT_PATH.exec(url)?.[1];
      if (id === undefined) return false;
      const body = id === null ? snapshot.list : snapshot.byId.get(id);
      if (!body) return false; // the app answers the 404
      write(req, res, requestId, body, 200, () => productHeaders);
      return true;
    }
    const cookie = req.headers.cookie;
    if (!deps.pages || (cookie && sessionMarkers.some((m) => cookie.includes(m)))) return false;
    const page = deps.pages.lookup(url);
    if (!page) return false;
    write(req, res, requestId, page.body, page.status, () => [...page.headers, ["X-Page-Cache", "hit"]]);
    return true;
  };
}
