// The one server-side check in front of every /api/admin/* route and every
// admin page (docs/design.md §9), and the Origin check for mutating requests.
// The browser's guard only decides what to display.
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { loginPathFor } from "../../../core/admin-return";
import { INVITE_PATH, mayRequest, ROLE_LABELS } from "../../../core/staff-roles";
import { AppError } from "../../errors";
import type { AdminSession, AuthService } from "./auth.service";

export const SESSION_COOKIE = "shop_admin_session";
export const LOGIN_PATH = "/admin/login";

declare module "hono" {
  interface ContextVariableMap {
    admin?: AdminSession;
  }
}

/**
 * The path the router will match: decoded, lower-case (React Router matches
 * case-insensitively), repeated and trailing slashes and a `.data` suffix removed.
 */
export function routerPath(raw: string): string {
  let p = raw;
  try {
    p = decodeURIComponent(raw);
  } catch {
    // leave it encoded; it will not match a route either
  }
  p = p
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return p === "" ? "/" : p;
}

export function isAdminApiPath(raw: string): boolean {
  const p = routerPath(raw);
  // Resumable uploads (tus) are admin-only too.
  return p === "/api/admin" || p.startsWith("/api/admin/") || p === "/api/uploads" || p.startsWith("/api/uploads/");
}

/** Every page under /admin except the sign-in page and the invitation's set-password page. */
export function isGuardedAdminPage(raw: string): boolean {
  const p = routerPath(raw);
  return (p === "/admin" || p.startsWith("/admin/")) && p !== LOGIN_PATH && p !== INVITE_PATH;
}

export const ROLE_REFUSAL = "Your role does not allow this";

/**
 * After requireAdmin: the signed-in member's role must allow the request (core/staff-roles.ts),
 * for every /api/admin/* route, upload and admin page, its loaders and its actions alike.
 */
export function requireRole(): MiddlewareHandler {
  return async (c, next) => {
    const admin = c.get("admin");
    const api = isAdminApiPath(c.req.path);
    if (!admin || (!api && !isGuardedAdminPage(c.req.path))) return next();
    if (mayRequest(admin.role, c.req.method, routerPath(c.req.path))) return next();
    if (api || c.req.path.endsWith(".data")) throw new AppError("forbidden", ROLE_REFUSAL);
    c.header("Cache-Control", "no-store");
    return c.html(forbiddenPage(ROLE_LABELS[admin.role]), 403);
  };
}

function forbiddenPage(role: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Not available to your role</title></head><body style="font-family:system-ui;padding:2rem;color:#111827"><main><h1>Not available to your role</h1><p>Your role (${role}) does not include this screen. The shop's owner can change your role.</p><p><a href="/admin" style="color:#6b21a8">Back to the admin</a></p></main></body></html>`;
}

export function requireAdmin(auth: AuthService): MiddlewareHandler {
  return async (c, next) => {
    const api = isAdminApiPath(c.req.path);
    const page = !api && isGuardedAdminPage(c.req.path);
    const login = routerPath(c.req.path) === LOGIN_PATH;
    if (!api && !page && !login) return next();

    const session = await auth.getSession(getCookie(c, SESSION_COOKIE));
    if (session) c.set("admin", session);
    if (session || login) return next();

    if (api) throw new AppError("unauthorized", "Sign in required");
    // Sign-in returns to the page asked for (its loader's `.data` address names the page).
    const url = new URL(c.req.url);
    const asked = url.pathname.replace(/\.data$/, "");
    const query = new URLSearchParams(url.search);
    query.delete("_routes");
    const signInPath = loginPathFor(`${asked}${query.size ? `?${query}` : ""}`);
    // A client-side navigation fetches `<path>.data`: answer with React Router's redirect signal.
    if (c.req.path.endsWith(".data")) {
      return c.body(null, 204, {
        "X-Remix-Redirect": signInPath,
        "X-Remix-Status": "302",
        "X-Remix-Replace": "true",
        "Cache-Control": "no-store",
      });
    }
    c.header("Cache-Control", "no-store");
    return c.redirect(signInPath, 302);
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Why a cookie-authenticated request without Origin or Sec-Fetch-Site is refused. */
export const NO_ORIGIN_REFUSED = "Request refused: changes made while signed in must come from the shop itself.";

/**
 * Refuses a state-changing request a browser sent from another site. The Origin is compared with
 * the shop's own addresses (PUBLIC_URL and EXTRA_ORIGINS), never with the request's Host header,
 * which whoever sends the request chooses. A request with no Origin passes only when it carries no
 * session cookie (curl, the published API): one authenticated by a cookie must say where it comes
 * from, by Origin or Sec-Fetch-Site, since SameSite=Lax alone is one lock that an old browser, a
 * same-site page or a top-level POST from a mail client can get past. `otherwiseAuthenticated`
 * names the paths that prove themselves without the cookie (signed webhooks, the one-click
 * unsubscribe of RFC 8058, which mail providers post from their own servers).
 */
export function originGuard(
  allowedOrigins: readonly string[],
  opts: { sessionCookies?: readonly string[]; otherwiseAuthenticated?: (path: string) => boolean } = {},
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  const sessionCookies = opts.sessionCookies ?? [];
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined) {
      const site = c.req.header("sec-fetch-site");
      if (site === "cross-site") throw new AppError("forbidden", "Cross-site request refused");
      const withSession = sessionCookies.some((name) => getCookie(c, name) !== undefined);
      if (withSession && site !== "same-origin" && !opts.otherwiseAuthenticated?.(c.req.path)) {
        throw new AppError("forbidden", NO_ORIGIN_REFUSED);
      }
      return next();
    }
    if (allowed.has(origin)) return next();
    throw new AppError("forbidden", "Cross-site request refused");
  };
}
