// Sign-in by e-mailed code as JSON: the checkout signs a shopper in (or creates the
// account) without leaving the cart. The same service, limits and messages as /account/sign-in.
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { limitBody, readBody } from "../../infra/http/body";
import { clientIp } from "../../infra/rate-limit/client-ip";
import { CUSTOMER_COOKIE, type CustomerSessions } from "./customer-session";
import type { SignInService } from "./sign-in.service";

const SendSchema = z.object({ email: z.unknown() });
const VerifySchema = z.object({ email: z.unknown(), code: z.unknown() });

export function signInRoutes(signIn: SignInService, sessions: CustomerSessions, opts: { trustProxy: boolean }) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  const small = limitBody(4 * 1024, "The request is too large");

  /** Who is signed in: the checkout asks before it offers the sign-in. */
  app.get("/", async (c) => {
    const customer = await sessions.get(getCookie(c, CUSTOMER_COOKIE));
    return c.json({ email: customer?.email ?? null });
  });

  app.post("/code", small, async (c) => {
    const body = await readBody(c, SendSchema);
    return c.json(await signIn.sendCode({ email: body.email, ip: clientIp(c, opts.trustProxy) }));
  });

  app.post("/verify", small, async (c) => {
    const body = await readBody(c, VerifySchema);
    const { setCookie, email } = await signIn.verifyCode({ email: body.email, code: body.code });
    c.header("Set-Cookie", setCookie);
    return c.json({ email });
  });
  return app;
}
