// A delayed payment method (Afterpay, a bank debit) through Stripe's webhooks: completed but
// unpaid holds the order pending with its stock reserved and no e-mail; async success pays it once;
// async failure cancels it, releases its stock and tells the shopper how to try again. Each event
// applies once, in whatever order Stripe delivers them. Real Stripe SDK against the fake Stripe;
// SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeStripe } from "../../../tests/support/fake-stripe";
import { signedEvent } from "../../../tests/support/fake-stripe-events";
import { pageAppOptions } from "../../../tests/support/page-build";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  s = await startTestServer({ env: { ...stripe.env, CHECKOUT_RATE_LIMIT: "0" }, app: await pageAppOptions() });
  await s.ctx.services.stock.setStock("Lemon Squash", { onHand: 50, threshold: 0 }, STAFF);
});
afterAll(async () => {
  await s.close();
  await stripe.close();
});

const ONE = { id: "one-and-done", name: "Cheap", unitPrice: 1, quantity: 2, flavor: "Lemon Squash" };

async function checkout() {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl },
    body: JSON.stringify({ cart: [ONE] }),
  });
  expect(res.status).toBe(200);
  const sent = stripe.requests.at(-1)!;
  const order = (await s.ctx.services.orders.findOrderBySession(sent.id))!;
  return { sessionId: sent.id, order };
}

const session = (id: string, orderId: string, email: string, paymentStatus: "paid" | "unpaid") => ({
  id,
  payment_status: paymentStatus,
  status: "complete",
  payment_intent: "pi_test_delayed",
  metadata: { order_id: orderId },
  client_reference_id: orderId,
  customer_details: { email, name: "Pat Buyer", address: null },
  collected_information: {
    shipping_details: {
      name: "Pat Buyer",
      address: { line1: "10 Collins St", city: "Melbourne", state: "VIC", postal_code: "3000", country: "AU" },
    },
  },
});

async function deliver(type: string, object: Record<string, unknown>, id?: string): Promise<string> {
  const ev = signedEvent(type, object, id ? { id } : {});
  const res = await fetch(`${s.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": ev.signature },
    body: ev.payload,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}

const mailsTo = (email: string) => s.ctx.db.selectFrom("mail_outbox").selectAll().where("to", "=", email).execute();
const reserved = async () => (await s.ctx.services.stock.listStock()).find((l) => l.flavor === "Lemon Squash")!;
const status = async (id: string) => (await s.ctx.services.orders.getOrder(id)).status;
const successPage = async (sessionId: string) =>
  (await (await fetch(`${s.url}/success?session_id=${sessionId}`)).text()).replaceAll("&#x27;", "'");

describe("a payment that is confirmed later", () => {
  it("stays pending with its stock reserved and no e-mail, says so on the success page, then is paid once", async () => {
    const email = "later@example.com";
    const { sessionId, order } = await checkout();
    const before = await reserved();
    expect(await deliver("checkout.session.completed", session(sessionId, order.id, email, "unpaid"))).toBe("applied");
    expect(await status(order.id)).toBe("pending");
    expect((await reserved()).reserved).toBe(before.reserved);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await successPage(sessionId)).toContain("We're waiting for your payment to be confirmed");

    const paid = session(sessionId, order.id, email, "paid");
    expect(await deliver("checkout.session.async_payment_succeeded", paid, "evt_later_ok")).toBe("applied");
    expect(await deliver("checkout.session.async_payment_succeeded", paid, "evt_later_ok")).toBe("duplicate");
    expect(await status(order.id)).toBe("paid");
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.number);
    expect(await successPage(sessionId)).not.toContain("We're waiting for your payment to be confirmed");
  });
});

describe("a payment that fails later", () => {
  it("cancels the order, releases its stock and e-mails the shopper once, with a way to try again", async () => {
    const email = "bounced@example.com";
    const { sessionId, order } = await checkout();
    await deliver("checkout.session.completed", session(sessionId, order.id, email, "unpaid"));
    const held = await reserved();
    const failed = session(sessionId, order.id, email, "unpaid");
    expect(await deliver("checkout.session.async_payment_failed", failed, "evt_later_fail")).toBe("applied");
    expect(await deliver("checkout.session.async_payment_failed", failed, "evt_later_fail")).toBe("duplicate");
    expect(await status(order.id)).toBe("cancelled");
    expect((await reserved()).reserved).toBe(held.reserved - 2);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("did not go through");
    expect(mails[0]!.text).toContain(order.number);
    expect(mails[0]!.text).toContain(s.ctx.config.publicUrl);
  });

  it("is not undone by a completed event that arrives after the failure", async () => {
    const email = "out-of-order@example.com";
    const { sessionId, order } = await checkout();
    expect(await deliver("checkout.session.async_payment_failed", session(sessionId, order.id, email, "unpaid"))).toBe(
      "applied",
    );
    const afterFailure = await reserved();
    expect(await deliver("checkout.session.completed", session(sessionId, order.id, email, "unpaid"))).toBe(
      "no_change",
    );
    expect(await status(order.id)).toBe("cancelled");
    expect((await reserved()).reserved).toBe(afterFailure.reserved);
    const events = (await s.ctx.services.orders.getOrderDetail(order.id)).events.map((e) => e.type);
    expect(events).not.toContain("payment_processing");
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
