// Sign-in, sign-out and "who am I" for the admin. Not under /api/admin: these
// are the doors, the guard stands behind them.
import { Hono } from "hono";
import { z } from "zod";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { safeAdminReturn } from "../../../core/admin-return";
import { AppError } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { clientIp } from "../../infra/rate-limit/client-ip";
import { LOGIN_PATH, SESSION_COOKIE } from "./admin-guard";
import { SESSION_ABSOLUTE_MS, type AuthService } from "./auth.service";

export const LoginSchema = z.object({
  email: z.string({ error: "E-mail is required" }).trim().min(1, "E-mail is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  // The sign-in page's hidden field: the admin page that sent the member to sign in.
  next: z.string().max(2048).optional(),
});

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

  app.post("/login", limitBody(8 * 1024, "Request body is too large"), async (c) => {
    // JSON from the sign-in page's script; a urlencoded form if it posts before the script runs.
    const isForm = (c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
    try {
      const { email, password, next } = await readBody(c, LoginSchema, {
        forms: true,
        optional: true,
        invalid: "E-mail and password are required",
      });
      // A new id at every sign-in; the one the browser held (if any) is dropped.
      await auth.signOut(getCookie(c, SESSION_COOKIE));
      const session = await auth.signIn({ email, password, ip: clientIp(c, opts.trustProxy) });
      setCookie(c, SESSION_COOKIE, session.sessionId, { ...cookie, maxAge: SESSION_ABSOLUTE_MS / 1000 });
      c.header("Cache-Control", "no-store");
      return isForm ? c.redirect(safeAdminReturn(next), 303) : c.json({ email: session.email });
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
