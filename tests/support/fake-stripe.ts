// A local HTTP server that answers the Checkout Sessions, Refunds, Customers, PaymentMethods and
// PaymentIntents (off-session charges and retrieval of a kept card) endpoints, and
// setup-mode sessions with their SetupIntents (fake-stripe-setup.ts), the way
// Stripe does, for the Stripe SDK pointed at it (host/port/protocol options),
// and signs webhook payloads (fake-stripe-events.ts) with the SDK's own generateTestHeaderString.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeStripeSetup } from "./fake-stripe-setup";

export type SessionRequest = { headers: IncomingHttpHeaders; form: URLSearchParams; id: string };

export const FAKE_STRIPE_KEY = "sk_test_fake123";
/** A live-mode key for tests of what the shop does only when it takes real money. */
export const FAKE_LIVE_STRIPE_KEY = "sk_live_fake123";
export const FAKE_WEBHOOK_SECRET = "whsec_fakesecret";

export async function startFakeStripe(opts: { live?: boolean } = {}) {
  const apiKey = opts.live ? FAKE_LIVE_STRIPE_KEY : FAKE_STRIPE_KEY;
  const requests: SessionRequest[] = [];
  const refunds: SessionRequest[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  const sessions = new Map<string, Record<string, unknown>>();
  let failNext = 0;
  const customerIds = new Set<string>();
  // A payment method's test card decides what a charge does, as Stripe's test tokens do.
  const paymentMethods = new Map<string, { id: string; outcome: CardOutcome; customer: string | null }>();
  for (const [id, outcome] of Object.entries(TEST_PAYMENT_METHODS)) {
    paymentMethods.set(id, { id, outcome, customer: null });
  }
  /** Every PaymentIntent created (a repeat of an idempotency key is not a new one). */
  const paymentIntents: {
    id: string;
    status: string;
    amount: number;
    customer: string | null;
    form: URLSearchParams;
  }[] = [];
  /** Customers created (a subscription's checkout makes one). */
  const customers: SessionRequest[] = [];
  /** PaymentIntents of completed sessions, with their payment method and card. */
  const intents = new Map<string, Record<string, unknown>>();
  const setup = fakeStripeSetup({ sessions, requests, paymentMethods });
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
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
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
      const setupAnswer = req.method === "GET" ? setup.get(req.url ?? "") : null;
      if (setupAnswer) return send(setupAnswer.status, setupAnswer.json);
      if (req.method === "POST" && STRIPE_OBJECTS.test(req.url ?? "")) {
        return objects(req.url!, String(req.headers["idempotency-key"] ?? ""), new URLSearchParams(body), send);
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
        ...setup.sessionFields(form),
      };
      if (key) byIdempotencyKey.set(key, session);
      sessions.set(id, session);
      send(200, session);
    });
  });

  type Send = (status: number, json: unknown) => void;
  /** Customers, PaymentMethods (created and attached) and PaymentIntents (off-session charges). */
  function objects(url: string, key: string, form: URLSearchParams, send: Send) {
    const replayed = key ? byIdempotencyKey.get(key) : undefined;
    if (replayed) {
      const r = replayed as { status: number; json: unknown };
      return send(r.status, r.json);
    }
    const answer = (status: number, json: unknown) => {
      // Like Stripe, an answer is kept for its key, a card error included.
      if (key) byIdempotencyKey.set(key, { status, json });
      send(status, json);
    };
    const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
    if (url === "/v1/customers") {
      const customer = { id: id("cus"), object: "customer", email: form.get("email") };
      customerIds.add(customer.id);
      customers.push({ headers: {}, form, id: customer.id });
      return answer(200, customer);
    }
    if (url === "/v1/payment_methods") {
      const token = form.get("card[token]") ?? "tok_visa";
      const outcome = TOKEN_OUTCOMES[token];
      if (!outcome)
        return answer(400, { error: { type: "invalid_request_error", message: `No such token: '${token}'` } });
      const pm = { id: id("pm"), outcome, customer: null };
      paymentMethods.set(pm.id, pm);
      return answer(200, paymentMethodJson(pm));
    }
    const attach = /^\/v1\/payment_methods\/(\w+)\/attach$/.exec(url);
    if (attach) {
      const pm = paymentMethods.get(attach[1]!);
      const customer = form.get("customer") ?? "";
      if (!pm || !customerIds.has(customer)) {
        return answer(404, { error: { type: "invalid_request_error", message: "No such payment_method or customer" } });
      }
      pm.customer = customer;
      return answer(200, paymentMethodJson(pm));
    }
    // POST /v1/payment_intents with confirm=true&off_session=true: the charge happens now.
    const pm = paymentMethods.get(form.get("payment_method") ?? "");
    const customer = form.get("customer");
    if (!pm || (pm.customer !== null && pm.customer !== customer)) {
      return answer(400, {
        error: { type: "invalid_request_error", message: `No such PaymentMethod: '${form.get("payment_method")}'` },
      });
    }
    const status = pm.outcome === "paid" ? "succeeded" : "requires_payment_method";
    const intent = {
      id: id("pi"),
      object: "payment_intent",
      amount: Number(form.get("amount")),
      currency: form.get("currency"),
      customer,
      payment_method: pm.id,
      status,
      description: form.get("description"),
      metadata: Object.fromEntries(
        [...form.entries()].filter(([k]) => k.startsWith("metadata[")).map(([k, v]) => [k.slice(9, -1), v]),
      ),
    };
    paymentIntents.push({ id: intent.id, status, amount: intent.amount, customer, form });
    if (pm.outcome === "paid") return answer(200, intent);
    const declined = pm.outcome === "declined";
    return answer(402, {
      error: {
        type: "card_error",
        code: declined ? "card_declined" : "authentication_required",
        ...(declined ? { decline_code: "generic_decline" } : {}),
        message: declined
          ? "Your card was declined."
          : "Your card was declined. This transaction requires authentication.",
        payment_intent: intent,
        payment_method: paymentMethodJson(pm),
      },
    });
  }

  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    env: {
      STRIPE_SECRET_KEY: apiKey,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    },
    requests,
    refunds,
    /** Off-session charges made (PaymentIntents created; a repeated idempotency key makes none). */
    paymentIntents,
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
      // The kept card can be charged later, off-session, like any card that pays.
      paymentMethods.set(pm, { id: pm, outcome: "paid", customer: (session.customer as string | null) ?? null });
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
    /** The shopper completes a setup-mode session (a subscription's new card). */
    completeSetupSession: setup.completeSetupSession,
    refuseNext(n = 1) {
      failNext = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

type CardOutcome = "paid" | "declined" | "needs_action";
const STRIPE_OBJECTS = /^\/v1\/(customers|payment_methods|payment_methods\/\w+\/attach|payment_intents)$/;
/** Stripe's test tokens and their cards: what a later off-session charge does. */
const TOKEN_OUTCOMES: Record<string, CardOutcome> = {
  tok_visa: "paid",
  tok_chargeDeclined: "declined",
  tok_authenticationRequired: "needs_action",
};
/** Stripe's ready-made test PaymentMethods. */
const TEST_PAYMENT_METHODS: Record<string, CardOutcome> = {
  pm_card_visa: "paid",
  pm_card_chargeDeclined: "declined",
  pm_card_authenticationRequired: "needs_action",
};
const paymentMethodJson = (pm: { id: string; customer: string | null }) => ({
  id: pm.id,
  object: "payment_method",
  type: "card",
  customer: pm.customer,
  card: { brand: "visa", last4: "4242" },
});
