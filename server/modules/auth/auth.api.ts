// Sign-in, sign-out and "who am I" for the admin. Not under /api/admin: these
// are the doors, the guard stands behind them.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { AppError } from "../../errors";
import { clientIp } from "../../infra/rate-limit/client-ip";
import { LOGIN_PATH, SESSION_COOKIE } from "./admin-guard";
import { SESSION_ABSOLUTE_MS, type AuthService } from "./auth.service";

export const DASHBOARD_PATH = "/admin/dashboard";

const tooLarge = (c: Context) => {
  // The rest of the body stays unread: the connection cannot be reused.
  c.header("Connection", "close");
  throw new AppError("payload_too_large", "Request body is too large");
};

/** The sign-in page's `?error=` for a plain form post (before the page's script has loaded). */
function loginErrorQuery(err: unknown): string {
  if (!(err instanceof AppError)) return "error=failed";
  if (err.code === "rate_limited") {
    const { retryAfterSeconds } = err.details as { retryAfterSeconds: number };
    return `error=throttled&wait=${Math.ceil(retryAfterSeconds / 60)}`;
  }
  if (err.code === "unauthorized") return "error=invalid";
  if (err.code === "validation") return "error=missing";
  return "error=failed";
}

export function authRoutes(auth: AuthService, opts: { secureCookies: boolean; trustProxy: boolean }) {
  const app = new Hono();
  const cookie = { httpOnly: true, sameSite: "Lax", path: "/", secure: opts.secureCookies } as const;

  app.post("/login", bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }), async (c) => {
    // JSON from the sign-in page's script; a urlencoded form if it posts before the script runs.
    const isForm = (c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
    try {
      const body: unknown = isForm ? await c.req.parseBody().catch(() => null) : await c.req.json().catch(() => null);
      const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
      if (typeof email !== "string" || typeof password !== "string" || !email.trim() || !password) {
        throw new AppError("validation", "E-mail and password are required", {
          details: {
            ...(typeof email === "string" && email.trim() ? {} : { email: "E-mail is required" }),
            ...(typeof password === "string" && password ? {} : { password: "Password is required" }),
          },
        });
      }
      // A new id at every sign-in; the one the browser held (if any) is dropped.
      await auth.signOut(getCookie(c, SESSION_COOKIE));
      const session = await auth.signIn({ email, password, ip: clientIp(c, opts.trustProxy) });
      setCookie(c, SESSION_COOKIE, session.sessionId, { ...cookie, maxAge: SESSION_ABSOLUTE_MS / 1000 });
      c.header("Cache-Control", "no-store");
      return isForm ? c.redirect(DASHBOARD_PATH, 303) : c.json({ email: session.email });
    } catch (err) {
      if (err instanceof AppError && err.code === "rate_limited") {
        const { retryAfterSeconds } = err.details as { retryAfterSeconds: number };
        c.header("Retry-After", String(retryAfterSeconds));
      }
      if (isForm && !(err instanceof AppError && err.status >= 500)) {
        return c.redirect(`${LOGIN_PATH}?${loginErrorQuery(err)}`, 303);
      }
      throw err;
    }
  });

  app.post("/logout", async (c) => {
    await auth.signOut(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, cookie);
    return c.body(null, 204);
  });

  app.get("/session", async (c) => {
    const session = await auth.getSession(getCookie(c, SESSION_COOKIE));
    c.header("Cache-Control", "no-store");
    if (!session) throw new AppError("unauthorized", "Not signed in");
    return c.json({ email: session.email });
  });

  return app;
}
