// Builds the HTTP app from a context. No listening here, so tests build one
// over their own database and drive it on a random port.
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { publicConfig } from "./config";
import type { AppContext } from "./context";
import { AppError, toErrorResponse } from "./errors";
import { pingDb } from "./infra/db/client";
import { productRoutes } from "./modules/products/product.api";

export type AppOptions = {
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of built browser files (build/client). */
  clientDir?: string;
};

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

export function createApp(ctx: AppContext, opts: AppOptions = {}) {
  const app = new Hono();
  const { logger } = ctx;
  const https = ctx.config.publicUrl.startsWith("https://");

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.header(k, v);
    if (https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  app.use(compress());

  app.onError((err, c) => {
    const { status, body } = toErrorResponse(err);
    if (status >= 500) logger.error({ err, path: c.req.path }, "request failed");
    if (c.req.path.startsWith("/api/")) return c.json(body, status);
    return c.html(errorPage(status, body.error), status);
  });

  // ---- JSON API
  app.get("/api/health", async (c) => {
    try {
      await pingDb(ctx.db);
    } catch (err) {
      throw new AppError("unavailable", "Database unavailable", { cause: err });
    }
    return c.json({ status: "ok" });
  });
  app.route("/api/products", productRoutes(ctx.services.products));
  app.all("/api/*", (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  // ---- built browser files
  if (opts.clientDir) {
    const root = path.relative(process.cwd(), opts.clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
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
    const loadContext = { services: ctx.services, config: publicConfig(ctx.config) };
    app.all("*", (c) => handle(c.req.raw, loadContext));
  }

  return app;
}

function errorPage(status: number, message: string): string {
  const esc = message.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error ${status}</title></head><body style="font-family:system-ui;padding:2rem"><h1>Something went wrong</h1><p>${esc}</p><p><a href="/">Return to the shop</a></p></body></html>`;
}
