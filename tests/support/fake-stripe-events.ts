// A Checkout Session event as Stripe sends it to a webhook, signed with the SDK's own
// generateTestHeaderString, for the tests that post one to the shop.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET } from "./fake-stripe";

const stripe = new Stripe(FAKE_STRIPE_KEY);

/** A Checkout Session event as Stripe would send it, and its signature header. */
export function signedEvent(
  type: string,
  session: Record<string, unknown>,
  opts: { id?: string; secret?: string } = {},
): { payload: string; signature: string; id: string } {
  const id = opts.id ?? `evt_${randomBytes(12).toString("hex")}`;
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { object: "checkout.session", ...session } },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? FAKE_WEBHOOK_SECRET });
  return { payload, signature, id };
}
