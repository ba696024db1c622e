// The setup side of the Stripe stand-in (a subscription's card replaced): a Checkout
// Session in setup mode, once the shopper completes it, has a SetupIntent (GET /v1/setup_intents/:id)
// whose PaymentMethod (GET /v1/payment_methods/:id) is attached to the session's Customer, with the
// field names of the stripe SDK's types (SetupIntent.payment_method, PaymentMethod.card.exp_month…).
import { randomBytes } from "node:crypto";

type Session = Record<string, unknown>;
type Pm = { id: string; outcome: "paid" | "declined" | "needs_action"; customer: string | null };
export type SetupCard = { brand: string; last4: string; exp_month: number; exp_year: number };

export function fakeStripeSetup(state: {
  sessions: Map<string, Session>;
  requests: { id: string; form: URLSearchParams }[];
  paymentMethods: Map<string, Pm>;
}) {
  const setupIntents = new Map<string, Record<string, unknown>>();
  const cards = new Map<string, SetupCard>();
  const notFound = (what: string, id: string) => ({
    status: 404,
    json: { error: { type: "invalid_request_error", message: `No such ${what}: '${id}'` } },
  });

  return {
    /** The fields a new session has in setup mode (none in payment mode). */
    sessionFields(form: URLSearchParams): Session {
      if (form.get("mode") !== "setup") return {};
      return { mode: "setup", payment_status: "no_payment_required", setup_intent: null };
    },

    /** GET answers of this part, or null for a URL it does not know. */
    get(url: string): { status: number; json: unknown } | null {
      const si = /^\/v1\/setup_intents\/(seti_\w+)(\?.*)?$/.exec(url);
      if (si) {
        const found = setupIntents.get(si[1]!);
        return found ? { status: 200, json: found } : notFound("setup_intent", si[1]!);
      }
      const pm = /^\/v1\/payment_methods\/(pm_\w+)(\?.*)?$/.exec(url);
      if (pm) {
        const found = state.paymentMethods.get(pm[1]!);
        if (!found) return notFound("payment_method", pm[1]!);
        const card = cards.get(found.id) ?? { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 };
        return {
          status: 200,
          json: { id: found.id, object: "payment_method", type: "card", customer: found.customer, card },
        };
      }
      return null;
    },

    /**
     * The shopper gives a card on the setup page: a succeeded SetupIntent with the session's
     * metadata (setup_intent_data[metadata]) and a PaymentMethod attached to its Customer, which
     * later off-session charges may use. Answers the completed session, as the webhook carries it.
     */
    completeSetupSession(id: string, card: Partial<SetupCard> & { outcome?: Pm["outcome"] } = {}) {
      const session = state.sessions.get(id);
      if (!session || session.mode !== "setup") throw new Error(`no setup session ${id}`);
      const form = state.requests.find((r) => r.id === id)!.form;
      const pm = `pm_${randomBytes(12).toString("hex")}`;
      const seti = `seti_${randomBytes(12).toString("hex")}`;
      const customer = (session.customer as string | null) ?? null;
      state.paymentMethods.set(pm, { id: pm, outcome: card.outcome ?? "paid", customer });
      cards.set(pm, {
        brand: card.brand ?? "mastercard",
        last4: card.last4 ?? "4444",
        exp_month: card.exp_month ?? 4,
        exp_year: card.exp_year ?? 2031,
      });
      const prefix = "setup_intent_data[metadata][";
      setupIntents.set(seti, {
        id: seti,
        object: "setup_intent",
        status: "succeeded",
        usage: "off_session",
        customer,
        payment_method: pm,
        description: form.get("setup_intent_data[description]"),
        metadata: Object.fromEntries(
          [...form.entries()].filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length, -1), v]),
        ),
      });
      Object.assign(session, { status: "complete", setup_intent: seti, url: null });
      return { ...session, paymentMethod: pm };
    },
  };
}
