// The server's fast path: the answers that are the same bytes for everyone (the active catalogue
// and cached storefront pages) are written straight to Node's response, before a Request object,
// the router and the middleware stack are built for them. Anything it cannot answer exactly as
// the app would (a query, a session, a cold cache, another path or method) goes to the app.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ProductCatalogue } from "../../modules/products/product-catalogue";
import type { PageCache } from "./page-cache";
import { choosePrepared, type PreparedBody } from "./prepared-body";

export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const PRODUCT_PATH = /^\/api\/products\/([a-z0-9][a-z0-9-]{0,79})$/;

export function createFastPath(deps: {
  catalogue: ProductCatalogue;
  pages: PageCache | null;
  /** Headers every answer carries (security headers, and Connection: close while draining). */
  commonHeaders: () => [string, string][];
  jsonPolicy: string;
  productCacheControl: string;
  /** Cookies that make a request someone's (the admin's and the shopper's sessions). */
  sessionCookies: readonly string[];
}): FastPath {
  const sessionMarkers = deps.sessionCookies.map((name) => `${name}=`);

  function write(
    req: IncomingMessage,
    res: ServerResponse,
    body: PreparedBody,
    status: number,
    headers: [string, string][],
  ) {
    const chosen = choosePrepared(body, req.headers["if-none-match"], req.headers["accept-encoding"]);
    const out: [string, string][] = [
      ...deps.commonHeaders(),
      ...headers,
      ["ETag", body.etag],
      ["Vary", "Accept-Encoding"],
    ];
    if (!chosen.bytes) {
      res.writeHead(304, out.flat());
      res.end();
      return;
    }
    if (chosen.encoding) out.push(["Content-Encoding", chosen.encoding]);
    out.push(["Content-Length", String(chosen.bytes.length)]);
    res.writeHead(status, out.flat());
    res.end(req.method === "HEAD" ? undefined : chosen.bytes);
  }

  return (req, res) => {
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
      write(req, res, body, 200, [
        ["Content-Type", "application/json"],
        ["Cache-Control", deps.productCacheControl],
        ["Content-Security-Policy", deps.jsonPolicy],
      ]);
      return true;
    }
    const cookie = req.headers.cookie;
    if (!deps.pages || (cookie && sessionMarkers.some((m) => cookie.includes(m)))) return false;
    const page = deps.pages.lookup(url);
    if (!page) return false;
    write(req, res, page.body, page.status, [...page.headers, ["X-Page-Cache", "hit"]]);
    return true;
  };
}
