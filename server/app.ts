// Builds the HTTP app from a context: the cross-cutting middleware (headers, page cache, origin
// and admin guards, error mapping), then mounts the routes the composition root built
// (server/context.ts), the browser files and the pages. No listening here, so tests build one
// over their own database and drive it on a random port.
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { publicConfig } from "./config";
import { toErrorResponse } from "./errors";
import type { AppContext } from "./context";
import { createRoutes } from "./routes";
import { logFailure } from "./infra/http/log-failure";
import { PRODUCT_CACHE_CONTROL } from "./modules/products/product.api";
import { createFastPath } from "./infra/http/fast-path";
import { formPageBodyLimit } from "./infra/http/customer-form";
import { pageCache } from "./infra/http/page-cache";
import { pageErrors } from "./infra/http/page-errors";
import { createCsp, newNonce } from "./infra/http/csp";
import { createLifecycle, type Lifecycle } from "./infra/http/lifecycle";
import { requestId } from "./infra/http/request-id";
import { countFastPath, httpMetrics } from "./infra/metrics/http-metrics";
import { clientIp } from "./infra/rate-limit/client-ip";
import { originGuard, requireAdmin, requireRole, SESSION_COOKIE } from "./modules/auth/admin-guard";
import { getCookie } from "hono/cookie";
import { CUSTOMER_COOKIE } from "./modules/accounts/customer-session";
import { STRIPE_WEBHOOK_PATH } from "./modules/payment-webhooks/stripe-webhook.api";
import { apiDocument } from "./api-document";
import { BEACON_PATH } from "./modules/analytics/analytics.api";
import { beaconShed } from "./modules/analytics/beacon-budget";

export type AppOptions = {
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of built browser files (build/client). */
  clientDir?: string;
  /** Draining at shutdown (server/main.ts); a fresh one that never drains by default. */
  lifecycle?: Lifecycle;
};

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

export function createApp(ctx: AppContext, opts: AppOptions = {}) {
  const app = new Hono();
  const { logger } = ctx;
  const https = ctx.config.publicUrl.startsWith("https://");
  const lifecycle = opts.lifecycle ?? createLifecycle();
  const csp = createCsp({ stripe: ctx.stripe !== null, development: ctx.config.nodeEnv === "development" });

  // Every answer's security headers; while draining, each answer is its connection's last, so the
  // client opens its next one elsewhere.
  // One array per state, so the fast path can reuse what it built from it.
  const steadyHeaders: [string, string][] = [
    ...Object.entries(SECURITY_HEADERS),
    ...(https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    // Several instances behind a balancer: which one answered.
    ...(ctx.config.instanceName ? [["X-Instance", ctx.config.instanceName] as [string, string]] : []),
  ];
  const drainingHeaders: [string, string][] = [...steadyHeaders, ["Connection", "close"]];
  const commonHeaders = () => (lifecycle.draining ? drainingHeaders : steadyHeaders);

  app.use(requestId());
  app.use(httpMetrics(ctx.metrics, opts.build));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    for (const [k, v] of commonHeaders()) c.header(k, v);
    // Pages set their own (nonce or hashes); JSON gets the policy for data, everything else the
    // policy with no inline script.
    if (!c.res.headers.has("Content-Security-Policy")) {
      const json = c.res.headers.get("Content-Type")?.startsWith("application/json");
      c.header("Content-Security-Policy", json ? csp.data : csp.base);
    }
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  app.use(compress());
  // Cached storefront pages are answered here, already encoded (compress() passes them by),
  // before the rest of the stack does work they do not need.
  const pages = opts.build
    ? pageCache({
        paths: CACHED_PAGES,
        prefixes: ["/products/"],
        events: ctx.events,
        policyFor: csp.forHtml,
        isPersonal: (c) => getCookie(c, SESSION_COOKIE) !== undefined || getCookie(c, CUSTOMER_COOKIE) !== undefined,
      })
    : null;
  if (pages) app.use(pages);
  // Before any route: a foreign Origin never mutates; /api/admin/* and admin pages need a session.
  // The analytics beacon drops another site's beacons itself, silently (analytics.api.ts).
  const guardOrigin = originGuard([ctx.config.publicUrl, ...ctx.config.extraOrigins], {
    sessionCookies: [SESSION_COOKIE, CUSTOMER_COOKIE],
    otherwiseAuthenticated: (p) => p === STRIPE_WEBHOOK_PATH || p === "/unsubscribe" || p === "/unsubscribe.data",
  });
  app.use((c, next) => (c.req.path === BEACON_PATH ? next() : guardOrigin(c, next)));
  app.use(requireAdmin(ctx.services.auth));
  app.use(requireRole());

  app.onError((err, c) => {
    const { status, body, headers } = toErrorResponse(err);
    logFailure(logger, err, status, c.req.path);
    if (c.req.path.startsWith("/api/")) return c.json(body, status, headers);
    return c.html(errorPage(status, body.error, body.reference), status, headers);
  });

  // ---- JSON API and media, built by the composition root (server/context.ts)
  for (const [at, routes] of createRoutes(ctx, { lifecycle })) app.route(at, routes);
  app.all("/api/*", (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  // ---- built browser files
  if (opts.clientDir) {
    const root = path.relative(process.cwd(), opts.clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        // The .br and .gz beside each asset (scripts/precompress-assets.mjs); compress() leaves an
        // answer that already has a Content-Encoding alone.
        precompressed: true,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("/assets/*", async (c) => c.text("Not found", 404));
    app.use("*", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }));
  }

  // ---- server-rendered pages, last
  if (opts.build) {
    const handle = createRequestHandler(
      opts.build,
      ctx.config.nodeEnv === "development" ? "development" : "production",
    );
    const loadContext = {
      services: ctx.services,
      config: publicConfig(ctx.config),
      clock: ctx.clock,
      apiDocument: apiDocument(),
    };
    app.use(formPageBodyLimit());
    app.all("*", async (c) => {
      // A path that is not valid percent-encoding names no page (the router would log and 400 it).
      if (!isDecodablePath(c.req.path)) return c.html(errorPage(400, "This address is not valid."), 400);
      const nonce = newNonce();
      const errors = pageErrors(logger, c.req.path);
      const res = await handle(c.req.raw, {
        ...loadContext,
        admin: c.get("admin") ?? null,
        customer: await ctx.services.accounts.sessions.get(getCookie(c, CUSTOMER_COOKIE)),
        clientIp: clientIp(c, ctx.config.trustProxy),
        cspNonce: nonce,
        ...errors,
      });
      return errors.finish(withHeader(res, "Content-Security-Policy", csp.withNonce(nonce)));
    });
  }

  // The same catalogue and cached pages, answered before Hono (server/infra/http/node-listener.ts).
  const fastPath = createFastPath({
    catalogue: ctx.services.products.catalogue,
    pages,
    commonHeaders,
    jsonPolicy: csp.data,
    productCacheControl: PRODUCT_CACHE_CONTROL,
    sessionCookies: [SESSION_COOKIE, CUSTOMER_COOKIE],
  });
  // Beacons past this second's budget are answered before anything else is built for them.
  const shed = beaconShed(ctx.services.analytics.budget, commonHeaders);
  const first: typeof fastPath = (req, res, id) => shed(req, res, id) || fastPath(req, res, id);
  return Object.assign(app, { fastPath: countFastPath(first, ctx.metrics) });
}

/** Pages whose HTML is the same for every visitor until the catalogue or settings change. */
const CACHED_PAGES = ["/", "/about", "/faqs", "/fap", "/terms", "/privacy", "/returns", "/disclaimer", "/cancel"];

function isDecodablePath(p: string): boolean {
  try {
    decodeURI(p);
    return true;
  } catch {
    return false;
  }
}

/** Sets a header even on a response whose headers are immutable (Response.redirect's). */
function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const headers = new Headers(res.headers);
    headers.set(name, value);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}

function errorPage(status: number, message: string, reference?: string): string {
  const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const ref = reference ? `<p>Reference: ${esc(reference)}</p>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error ${status}</title></head><body style="font-family:system-ui;padding:2rem"><h1>Something went wrong</h1><p>${esc(message)}</p>${ref}<p><a href="/">Return to the shop</a></p></body></html>`;
}
