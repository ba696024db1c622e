// POST /api/checkout (and the spec's serverless path as an alias): the cart
// in, the payment page's url out.
import { Hono, type Context } from "hono";
import { AppError, toErrorResponse } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { logFailure } from "../../infra/http/log-failure";
import { clientIp } from "../../infra/rate-limit/client-ip";
import { enforceRateLimit } from "../../infra/rate-limit/guard";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import type { Logger } from "../../logger";
import type { CheckoutService } from "./checkout.service";

export const CHECKOUT_ALIAS_PATH = "/.netlify/functions/create-checkout";

export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 1 to 255 visible characters";
export const CHECKOUT_CLIENT_MESSAGE = "Checkout-Client must be 16 to 255 visible characters";

/** The Idempotency-Key header: absent, or 1–255 visible ASCII characters. */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new AppError("validation", IDEMPOTENCY_KEY_MESSAGE, {
      details: { "Idempotency-Key": IDEMPOTENCY_KEY_MESSAGE },
    });
  }
  return key;
}

/**
 * The Checkout-Client header: absent, or the random value (16–255 visible ASCII characters) a
 * browser keeps, which makes its Idempotency-Keys its own.
 */
export function checkoutClientOf(c: Context): string | null {
  const value = c.req.header("checkout-client");
  if (value === undefined) return null;
  if (!/^[\x21-\x7e]{16,255}$/.test(value)) {
    throw new AppError("validation", CHECKOUT_CLIENT_MESSAGE, {
      details: { "Checkout-Client": CHECKOUT_CLIENT_MESSAGE },
    });
  }
  return value;
}

/** The cart, checked by the service; an unreadable body gets the same message as a malformed cart. */
async function readCheckoutBody(c: Context): Promise<unknown> {
  try {
    return await readBody(c, { malformed: "The checkout request is malformed" });
  } catch (err) {
    if (err instanceof AppError && err.code === "bad_request") {
      throw new AppError("validation", "The checkout request is malformed", {
        details: { body: "Expected a JSON body {cart: [...]}" },
      });
    }
    throw err;
  }
}

export type CheckoutRouteOptions = {
  logger: Logger;
  limiter: RateLimiter;
  trustProxy: boolean;
  /** Checkouts one IP address may start per 10 minutes; 0 for no limit. */
  perIpPer10Min: number;
  /** The signed-in shopper of a request, or null (a guest). */
  accountOf?: (c: Context) => Promise<{ customerId: string; email: string } | null>;
};

const LIMIT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Mounted twice: at /api/checkout and at the alias, which lies outside /api, so errors are answered
 * here as JSON. Each checkout writes a pending order and opens a payment session, so one address may
 * start only so many (both paths count together); a refusal is 429 with Retry-After.
 */
export function checkoutRoutes(checkout: CheckoutService, opts: CheckoutRouteOptions) {
  const app = new Hono();
  app.post("/", limitBody(64 * 1024, "The checkout request is too large"), async (c) => {
    try {
      const idempotencyKey = idempotencyKeyOf(c);
      const ip = clientIp(c, opts.trustProxy);
      const checkoutClient = checkoutClientOf(c);
      if (opts.perIpPer10Min > 0) {
        const key = `checkout:${ip}`;
        const rule = { limit: opts.perIpPer10Min, windowMs: LIMIT_WINDOW_MS };
        await enforceRateLimit(opts.limiter, key, rule, "checkout attempts");
      }
      const account = (await opts.accountOf?.(c)) ?? null;
      const { url } = await checkout.createCheckout(await readCheckoutBody(c), {
        account,
        idempotencyKey,
        checkoutClient,
        ip,
      });
      return c.json({ url });
    } catch (err) {
      const { status, body, headers } = toErrorResponse(err);
      logFailure(opts.logger, err, status, c.req.path);
      return c.json(body, status, headers);
    }
  });
  return app;
}
