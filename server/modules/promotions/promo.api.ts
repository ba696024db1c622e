// Promo code endpoints: the drawer's quote (public, POST /api/cart/quote) and staff's codes
// (/api/admin/promotions, behind the admin session check).
import { Hono } from "hono";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import { clientIp } from "../../infra/rate-limit/client-ip";
import { enforceRateLimit } from "../../infra/rate-limit/guard";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import { UnknownPromoCodeError, type PromoService } from "./promo.service";

export type CartQuoteOptions = {
  limiter: RateLimiter;
  trustProxy: boolean;
  /** Wrong codes one address may try per 10 minutes before its quotes with a code are refused; 0: no limit. */
  wrongCodesPer10Min: number;
};

const GUESS_WINDOW_MS = 10 * 60 * 1000;
const WHAT = "wrong promo codes";

/**
 * Only wrong codes count, so a shopper re-pricing a changing cart never runs into the limit; once
 * past it, every quote with a code is refused until the window ends, right codes too: otherwise
 * the answer would still tell a right guess from a wrong one.
 */
/** The checkout's quote of a cart, handed in by server/context.ts: promotions sit below checkout. */
export type CartQuoter = { quoteCart(body: unknown): Promise<object> };

export function cartQuoteRoutes(checkout: CartQuoter, opts: CartQuoteOptions) {
  const app = new Hono();
  app.post("/quote", limitBody(64 * 1024, "The cart is too large"), async (c) => {
    const body = await readBody(c);
    if (opts.wrongCodesPer10Min <= 0) return c.json(await checkout.quoteCart(body));
    const key = `promo-guess:${clientIp(c, opts.trustProxy)}`;
    const rule = { limit: opts.wrongCodesPer10Min, windowMs: GUESS_WINDOW_MS };
    const state = await opts.limiter.peek(key, rule);
    if (!state.allowed) await enforceRateLimit(opts.limiter, key, rule, WHAT);
    try {
      return c.json(await checkout.quoteCart(body));
    } catch (err) {
      if (err instanceof UnknownPromoCodeError) await enforceRateLimit(opts.limiter, key, rule, WHAT);
      throw err;
    }
  });
  return app;
}

export function adminPromoRoutes(promos: PromoService) {
  const app = new Hono();
  app.use(limitBody(16 * 1024));
  app.get("/", async (c) => c.json({ promotions: await promos.listPromos() }));
  app.post("/", async (c) => c.json({ promotion: await promos.createPromo(await readBody(c), actorOf(c)) }, 201));
  app.put("/:code", async (c) =>
    c.json({ promotion: await promos.updatePromo(c.req.param("code"), await readBody(c), actorOf(c)) }),
  );
  return app;
}
