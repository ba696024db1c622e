// A local HTTP server that answers the Checkout Sessions, Refunds, Customers (create) and
// PaymentIntents (retrieve, for a subscription's kept card, issue 26) endpoints the way Stripe does, for the Stripe SDK pointed at it (host/port/protocol options),
// and signs webhook payloads with the SDK's own generateTestHeaderString.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type SessionRequest = { headers: IncomingHttpHeaders; form: URLSearchParams; id: string };

export const FAKE_STRIPE_KEY = "sk_test_fake123";
export const FAKE_WEBHOOK_SECRET = "whsec_fakesecret";

export async function startFakeStripe() {
  const requests: SessionRequest[] = [];
  const refunds: SessionRequest[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  const sessions = new Map<string, Record<string, unknown>>();
  let failNext = 0;
  /** Customers created (a subscription's checkout makes one). */
  const customers: SessionRequest[] = [];
  /** PaymentIntents of completed sessions, with their payment method and card. */
  const intents = new Map<string, Record<string, unknown>>();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${randomBytes(6).toString("hex")}`,
        });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      // Retrieve a Checkout Session, as a repeated checkout does to answer its page again.
      const retrieve = /^\/v1\/checkout\/sessions\/(cs_test_\w+)$/.exec(req.url ?? "");
      if (req.method === "GET" && retrieve) {
        const found = sessions.get(retrieve[1]!);
        if (found) return send(200, found);
        return send(404, {
          error: { type: "invalid_request_error", message: `No such checkout.session: '${retrieve[1]}'` },
        });
      }
      // Retrieve a PaymentIntent (expand[]=payment_method gives the card), as the webhook does for a kept card.
      const intent = /^\/v1\/payment_intents\/(pi_\w+)(\?.*)?$/.exec(req.url ?? "");
      if (req.method === "GET" && intent) {
        const found = intents.get(intent[1]!);
        if (found) return send(200, found);
        return send(404, {
          error: { type: "invalid_request_error", message: `No such payment_intent: '${intent[1]}'` },
        });
      }
      if (req.method === "POST" && req.url === "/v1/customers") {
        const key = String(req.headers["idempotency-key"] ?? "");
        if (key && byIdempotencyKey.has(key)) return send(200, byIdempotencyKey.get(key));
        const form = new URLSearchParams(body);
        const id = `cus_${randomBytes(12).toString("hex")}`;
        customers.push({ headers: req.headers, form, id });
        const customer = { id, object: "customer", email: form.get("email") };
        if (key) byIdempotencyKey.set(key, customer);
        return send(200, customer);
      }
      if (req.method !== "POST" || (req.url !== "/v1/checkout/sessions" && req.url !== "/v1/refunds")) {
        return send(404, {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.url})` },
        });
      }
      if (failNext > 0) {
        failNext--;
        return send(400, { error: { type: "invalid_request_error", message: "Simulated refusal" } });
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      // Like Stripe: the same idempotency key answers the first response again.
      if (key && byIdempotencyKey.has(key)) return send(200, byIdempotencyKey.get(key));
      const form = new URLSearchParams(body);
      if (req.url === "/v1/refunds") {
        const id = `re_${randomBytes(12).toString("hex")}`;
        refunds.push({ headers: req.headers, form, id });
        const refund = {
          id,
          object: "refund",
          status: "succeeded",
          currency: "aud",
          payment_intent: form.get("payment_intent"),
          metadata: { order_id: form.get("metadata[order_id]"), order_number: form.get("metadata[order_number]") },
        };
        if (key) byIdempotencyKey.set(key, refund);
        return send(200, refund);
      }
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      requests.push({ headers: req.headers, form, id });
      const session = {
        id,
        object: "checkout.session",
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        currency: "aud",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        metadata: Object.fromEntries(
          [...form.entries()].filter(([k]) => /^metadata\[\w+\]$/.test(k)).map(([k, v]) => [k.slice(9, -1), v]),
        ),
        client_reference_id: form.get("client_reference_id"),
        customer: form.get("customer"),
        payment_intent: null as string | null,
      };
      if (key) byIdempotencyKey.set(key, session);
      sessions.set(id, session);
      send(200, session);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    },
    requests,
    refunds,
    customers,
    /**
     * The shopper pays the session: a PaymentIntent with a card (kept when the session asked for
     * setup_future_usage). Answers the completed session, as checkout.session.completed carries it.
     */
    completeSession(id: string, card: { brand: string; last4: string } = { brand: "visa", last4: "4242" }) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      const sent = requests.find((r) => r.id === id)!;
      const pi = `pi_${randomBytes(12).toString("hex")}`;
      const pm = `pm_${randomBytes(12).toString("hex")}`;
      intents.set(pi, {
        id: pi,
        object: "payment_intent",
        status: "succeeded",
        customer: session.customer ?? null,
        setup_future_usage: sent.form.get("payment_intent_data[setup_future_usage]"),
        payment_method: { id: pm, object: "payment_method", type: "card", card },
      });
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: pi, url: null });
      return { ...session, paymentMethod: pm };
    },
    refuseNext(n = 1) {
      failNext = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

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
