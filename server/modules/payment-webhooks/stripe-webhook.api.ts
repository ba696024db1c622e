// POST /api/webhooks/stripe: Stripe's word on a payment. The signature is checked on the raw
// body before anything is read from it; what each event does to an order is stripe-events.ts.
import { Hono } from "hono";
import { AppError } from "../../errors";
import { limitBody } from "../../infra/http/body";
import type { Stripe, StripeProvider } from "../../infra/payments/stripe-provider";
import type { Logger } from "../../logger";
import type { OrderService } from "../orders/order.service";
import type { EventOutcome } from "../orders/order.types";
import { handleStripeEvent } from "./stripe-events";

export const STRIPE_WEBHOOK_PATH = "/api/webhooks/stripe";

export function stripeWebhookRoutes(deps: {
  provider: StripeProvider | null;
  orders: OrderService;
  logger: Logger;
  /** A subscription's card replaced on a setup-mode session. */
  cardSetup?: { settleFromWebhook(session: Stripe.Checkout.Session): Promise<EventOutcome | "ignored"> } | null;
}) {
  const app = new Hono();
  app.post("/", limitBody(1024 * 1024, "The webhook request is too large"), async (c) => {
    if (!deps.provider) throw new AppError("not_found", "Stripe is not configured");
    const raw = await c.req.text();
    let event;
    try {
      event = deps.provider.verifyWebhook(raw, c.req.header("stripe-signature"));
    } catch (err) {
      deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, "stripe webhook refused");
      throw new AppError("bad_request", "Invalid Stripe signature");
    }
    const cards = deps.cardSetup;
    const outcome = await handleStripeEvent(
      deps.orders,
      event,
      deps.provider,
      cards ? (session) => cards.settleFromWebhook(session) : undefined,
    );
    return c.json({ received: true, outcome });
  });
  return app;
}
