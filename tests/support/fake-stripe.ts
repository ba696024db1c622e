// A local HTTP server that answers the Checkout Sessions and Refunds endpoints
// the way Stripe does, for the Stripe SDK pointed at it (host/port/protocol options),
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
  const sessions = new Map<string, unknown>();
  let failNext = 0;
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
        metadata: { order_id: form.get("metadata[order_id]"), order_number: form.get("metadata[order_number]") },
        client_reference_id: form.get("client_reference_id"),
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
