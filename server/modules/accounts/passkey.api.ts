// The WebAuthn ceremonies' JSON doors: the account pages' script asks for options,
// runs the browser's ceremony and posts the answer back. Adding needs a customer session begun
// within the last 10 minutes (else 403: the account page asks for a fresh e-mailed code);
// signing in starts one.
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { AppError } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { clientIp } from "../../infra/rate-limit/client-ip";
import { enforceRateLimit } from "../../infra/rate-limit/guard";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import { CUSTOMER_COOKIE, type Customer, type CustomerSessions } from "./customer-session";
import type { PasskeyService } from "./passkey.service";

/** A finished WebAuthn ceremony: the challenge it answers and the browser's response. */
export const CeremonySchema = z.object({
  challengeId: z.string().max(64),
  response: z.record(z.string(), z.unknown()),
  name: z.string().max(200).optional(),
});

export function passkeyRoutes(
  passkeys: PasskeyService,
  sessions: CustomerSessions,
  opts: { limiter: RateLimiter; trustProxy: boolean },
) {
  const app = new Hono();
  const body = limitBody(32 * 1024, "The passkey response is too large");
  const read = (c: Context) => readBody(c, CeremonySchema, { invalid: "The passkey response is malformed" });

  async function signedIn(c: Context): Promise<Customer> {
    const customer = await sessions.get(getCookie(c, CUSTOMER_COOKIE));
    if (!customer) throw new AppError("unauthorized", "Sign in required");
    return customer;
  }

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/register/options", async (c) => c.json(await passkeys.registrationOptions(await signedIn(c))));
  app.post("/register", body, async (c) => {
    const customer = await signedIn(c);
    return c.json(await passkeys.register(customer, await read(c)));
  });
  // Each stores a challenge row for 5 minutes: one address gets only so many.
  app.post("/sign-in/options", async (c) => {
    const rule = { limit: 30, windowMs: 10 * 60 * 1000 };
    await enforceRateLimit(opts.limiter, `passkey:${clientIp(c, opts.trustProxy)}`, rule, "passkey sign-ins");
    return c.json(await passkeys.signInOptions());
  });
  app.post("/sign-in", body, async (c) => {
    const { setCookie } = await passkeys.signIn(await read(c));
    c.header("Set-Cookie", setCookie);
    return c.json({ ok: true });
  });
  return app;
}
