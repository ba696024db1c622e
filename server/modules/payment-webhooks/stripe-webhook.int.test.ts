import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../../core/money";
import { signInAdmin } from "../../../tests/support/admin";
import { signedEvent, startFakeStripe } from "../../../tests/support/fake-stripe";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  s = await startTestServer({
    env: {
      ...stripe.env,
      PUBLIC_URL: "https://shop.example.com.au",
      SELLER_NAME: "Rebound Recovery Pty Ltd",
      SELLER_ABN: "51 824 753 556",
    },
  });
});
afterAll(async () => {
  await s.close();
  await stripe.close();
});

const ONE = { id: "one-and-done", name: "Cheap", unitPrice: 1, quantity: 1, flavor: "Lemon Squash" };
const DUO = { id: "dynamic-duo", quantity: 2, flavor: "Orange Crush, Pineapple Punch", unitPrice: 1 };

async function checkout(cart: unknown[]) {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart }),
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const sent = stripe.requests.at(-1)!;
  const order = (await s.ctx.services.orders.findOrderBySession(sent.id))!;
  return { url, sent, order };
}

const completedSession = (sessionId: string, orderId: string, extra: Record<string, unknown> = {}) => ({
  id: sessionId,
  payment_status: "paid",
  status: "complete",
  payment_intent: "pi_test_123",
  metadata: { order_id: orderId },
  client_reference_id: orderId,
  customer_details: { email: "pat@example.com", name: "Pat Buyer", address: null },
  collected_information: {
    shipping_details: {
      name: "Pat Buyer",
      address: {
        line1: "10 Collins St",
        line2: null,
        city: "Melbourne",
        state: "VIC",
        postal_code: "3000",
        country: "AU",
      },
    },
  },
  ...extra,
});

function deliver(ev: { payload: string; signature: string }, signature = ev.signature) {
  return fetch(`${s.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: ev.payload,
  });
}

async function mailsTo(email: string) {
  return s.ctx.db.selectFrom("mail_outbox").selectAll().where("to", "=", email).execute();
}

const state = async (id: string) => {
  const d = await s.ctx.services.orders.getOrderDetail(id);
  return { status: d.status, events: d.events.map((e) => e.type) };
};

describe("Stripe Checkout sessions", () => {
  it("are built from database prices in AUD, tax-inclusive, with shipping, the order id and PUBLIC_URL redirects", async () => {
    const { url, sent, order } = await checkout([ONE]);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sent.id}`);
    const f = sent.form;
    expect(f.get("mode")).toBe("payment");
    expect(f.get("line_items[0][price_data][unit_amount]")).toBe("4999");
    expect(f.get("line_items[0][price_data][currency]")).toBe("aud");
    expect(f.get("line_items[0][price_data][tax_behavior]")).toBe("inclusive");
    expect(f.get("line_items[0][price_data][product_data][name]")).toBe("Basic Recovery Pack");
    expect(f.get("line_items[0][quantity]")).toBe("1");
    expect(f.get("shipping_options[0][shipping_rate_data][fixed_amount][amount]")).toBe("995");
    expect(f.get("shipping_options[0][shipping_rate_data][fixed_amount][currency]")).toBe("aud");
    expect(f.get("shipping_options[0][shipping_rate_data][tax_behavior]")).toBe("inclusive");
    expect(f.get("shipping_address_collection[allowed_countries][0]")).toBe("AU");
    expect(f.get("metadata[order_id]")).toBe(order.id);
    expect(f.get("client_reference_id")).toBe(order.id);
    expect(f.get("success_url")).toBe("https://shop.example.com.au/success?session_id={CHECKOUT_SESSION_ID}");
    expect(f.get("cancel_url")).toBe("https://shop.example.com.au/cancel");
    expect(sent.headers["idempotency-key"]).toBe(`checkout-${order.id}`);
    expect(order).toMatchObject({ status: "pending", provider: "stripe", total: 5994 });
  });

  it("answer a checkout repeated with its Idempotency-Key with the same Stripe page, one order and one session", async () => {
    const key = `stripe-repeat-${Date.now()}`;
    const post = () =>
      fetch(`${s.url}/api/checkout`, {
        method: "POST",
        // As the storefront sends it: the key bound to this browser's Checkout-Client value.
        headers: {
          "content-type": "application/json",
          "idempotency-key": key,
          "checkout-client": "cc-stripe-repeat-0123456789",
        },
        body: JSON.stringify({ cart: [DUO] }),
      });
    const sessionsBefore = stripe.requests.length;
    const first = (await (await post()).json()) as { url: string };
    const again = await post();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(stripe.requests.length).toBe(sessionsBefore + 1);
  });

  it("answer 503 and close the order when Stripe refuses to open a session", async () => {
    stripe.refuseNext();
    const res = await fetch(`${s.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cart: [ONE] }),
    });
    expect(res.status).toBe(503);
    // The 5xx body carries the request's id as its Reference.
    expect(await res.json()).toEqual({
      error: "Payments are unavailable right now. Please try again in a few minutes.",
      reference: res.headers.get("x-request-id"),
    });
    const { orders } = await s.ctx.services.orders.listOrders({ status: "any", limit: 1 });
    expect(orders[0]!.status).toBe("cancelled");
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { sent, order } = await checkout([ONE]);
    const ev = signedEvent("checkout.session.completed", completedSession(sent.id, order.id));
    const forged = signedEvent("checkout.session.completed", completedSession(sent.id, order.id), {
      secret: "whsec_wrong",
      id: ev.id,
    });
    for (const sig of [forged.signature, "", "t=1,v1=deadbeef"]) {
      const res = await deliver(ev, sig);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Invalid Stripe signature" });
    }
    // A payload changed after signing fails too.
    const tampered = { payload: ev.payload.replace("pat@example.com", "eve@example.com"), signature: ev.signature };
    expect((await deliver(tampered)).status).toBe(400);
    expect(await state(order.id)).toEqual({ status: "pending", events: ["created", "payment_session"] });
    const claimed = await s.ctx.db
      .selectFrom("processed_webhook_events")
      .selectAll()
      .where("event_id", "=", ev.id)
      .execute();
    expect(claimed).toEqual([]);
  });

  it("pays an order exactly once when the same event arrives five times (one e-mail)", async () => {
    const { sent, order } = await checkout([ONE, DUO]);
    const ev = signedEvent(
      "checkout.session.completed",
      completedSession(sent.id, order.id, {
        customer_details: { email: "five@example.com", name: "Five Times", address: null },
      }),
    );
    const first = await deliver(ev);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "applied" });
    const rest = await Promise.all([deliver(ev), deliver(ev), deliver(ev), deliver(ev)]);
    for (const r of rest) {
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ received: true, outcome: "duplicate" });
    }
    const paid = await s.ctx.services.orders.getOrder(order.id);
    expect(paid).toMatchObject({
      status: "paid",
      email: "five@example.com",
      customerName: "Pat Buyer",
      paymentReference: "pi_test_123",
      shippingAddress: { line1: "10 Collins St", suburb: "Melbourne", state: "VIC", postcode: "3000" },
    });
    expect((await state(order.id)).events.filter((e) => e === "paid")).toHaveLength(1);
    const mails = await mailsTo("five@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Rebound Recovery Pty Ltd");
    expect(mails[0]!.text).toContain("ABN 51 824 753 556");
  });

  it("records what the shopper paid with, read from Stripe, for their order pages", async () => {
    const { sent, order } = await checkout([ONE]);
    const paid = stripe.completeSession(sent.id, { brand: "mastercard", last4: "4444" });
    const ev = signedEvent(
      "checkout.session.completed",
      completedSession(sent.id, order.id, { payment_intent: (paid as { payment_intent?: string }).payment_intent }),
    );
    expect((await deliver(ev)).status).toBe(200);
    expect(await s.ctx.services.orders.getOrder(order.id)).toMatchObject({
      status: "paid",
      paymentMethod: "Mastercard •••• 4444",
    });
  });

  it("holds a delayed payment pending until async_payment_succeeded, whichever arrives first", async () => {
    // In order: completed (unpaid) then succeeded.
    const a = await checkout([ONE]);
    const unpaid = completedSession(a.sent.id, a.order.id, { payment_status: "unpaid" });
    expect(await (await deliver(signedEvent("checkout.session.completed", unpaid))).json()).toMatchObject({
      outcome: "applied",
    });
    expect((await state(a.order.id)).status).toBe("pending");
    await deliver(signedEvent("checkout.session.async_payment_succeeded", completedSession(a.sent.id, a.order.id)));
    expect(await state(a.order.id)).toEqual({
      status: "paid",
      events: ["created", "payment_session", "payment_processing", "paid", "email"],
    });

    // Out of order: succeeded first, then the completed (unpaid) event and a late expired.
    const b = await checkout([ONE]);
    await deliver(signedEvent("checkout.session.async_payment_succeeded", completedSession(b.sent.id, b.order.id)));
    await deliver(
      signedEvent("checkout.session.completed", completedSession(b.sent.id, b.order.id, { payment_status: "unpaid" })),
    );
    const late = await deliver(
      signedEvent("checkout.session.expired", { id: b.sent.id, metadata: { order_id: b.order.id } }),
    );
    expect(await late.json()).toEqual({ received: true, outcome: "no_change" });
    const bState = await state(b.order.id);
    expect(bState.status).toBe("paid");
    expect(bState.events.filter((e) => e === "paid")).toHaveLength(1);
  });

  it("does not let a late completed event and async success pay twice", async () => {
    const { sent, order } = await checkout([ONE]);
    const both = await Promise.all([
      deliver(signedEvent("checkout.session.completed", completedSession(sent.id, order.id))),
      deliver(signedEvent("checkout.session.async_payment_succeeded", completedSession(sent.id, order.id))),
    ]);
    const outcomes = await Promise.all(both.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes.sort()).toEqual(["applied", "no_change"]);
    expect((await mailsTo("pat@example.com")).filter((m) => m.text.includes(order.number))).toHaveLength(1);
  });

  it("expires and cancels pending orders, and a confirmed payment still settles an expired one", async () => {
    const a = await checkout([ONE]);
    await deliver(signedEvent("checkout.session.expired", { id: a.sent.id, metadata: { order_id: a.order.id } }));
    expect((await state(a.order.id)).status).toBe("expired");

    const b = await checkout([ONE]);
    await deliver(
      signedEvent("checkout.session.async_payment_failed", { id: b.sent.id, metadata: { order_id: b.order.id } }),
    );
    expect((await state(b.order.id)).status).toBe("cancelled");

    // Money taken is never dropped: the order is paid and its timeline says it had expired.
    await deliver(signedEvent("checkout.session.completed", completedSession(a.sent.id, a.order.id)));
    const detail = await s.ctx.services.orders.getOrderDetail(a.order.id);
    expect(detail.status).toBe("paid");
    expect(detail.events.find((e) => e.type === "paid")!.message).toMatch(/was expired/);
  });

  it("finds the order by metadata when the session id is unknown, and acknowledges other events", async () => {
    const { order } = await checkout([ONE]);
    await deliver(signedEvent("checkout.session.completed", completedSession("cs_test_other", order.id)));
    expect((await state(order.id)).status).toBe("paid");
    const other = await deliver(signedEvent("payment_intent.created", { id: "pi_1" }));
    expect(await other.json()).toEqual({ received: true, outcome: "ignored" });
    const unknown = await deliver(
      signedEvent("checkout.session.completed", completedSession("cs_test_nobody", "ord_nobody")),
    );
    expect(await unknown.json()).toEqual({ received: true, outcome: "unknown_order" });
  });
});

describe("refunds through Stripe", () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await signInAdmin(s);
  });

  const refund = (id: string, body: unknown = { reason: "Arrived damaged" }) =>
    fetch(`${s.url}/api/admin/orders/${id}/refund`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function paidOrder(email: string) {
    const { sent, order } = await checkout([ONE]);
    const pi = `pi_${order.id.slice(4)}`;
    const ev = signedEvent(
      "checkout.session.completed",
      completedSession(sent.id, order.id, {
        payment_intent: pi,
        customer_details: { email, name: "Riley Refund", address: null },
      }),
    );
    expect((await deliver(ev)).status).toBe(200);
    return { order, pi };
  }

  it("refunds the payment intent once (idempotency key per order), marks the order refunded and e-mails the customer", async () => {
    const { order, pi } = await paidOrder("refund-me@example.com");
    const before = stripe.refunds.length;
    const res = await refund(order.id);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as {
      status: string;
      refundReference: string;
      events: { type: string; message: string }[];
    };
    expect(stripe.refunds).toHaveLength(before + 1);
    const sent = stripe.refunds.at(-1)!;
    expect(sent.form.get("payment_intent")).toBe(pi);
    expect(sent.headers["idempotency-key"]).toBe(`refund-${order.id}`);
    expect(detail.status).toBe("refunded");
    expect(detail.refundReference).toBe(sent.id);
    expect(detail.events.find((e) => e.type === "refunded")?.message).toBe(
      `Refunded ${formatPrice(order.total)} (${sent.id}): Arrived damaged`,
    );
    const mails = await mailsTo("refund-me@example.com");
    expect(mails.map((m) => m.subject)).toContain(`Your Rebound order ${order.number} has been refunded`);
    expect(mails.find((m) => m.subject.endsWith("refunded"))!.text).toContain(
      `We've refunded ${formatPrice(order.total)}`,
    );

    const again = await refund(order.id);
    expect(again.status).toBe(409);
    expect(stripe.refunds).toHaveLength(before + 1);
  });

  it("changes nothing when Stripe refuses the refund", async () => {
    const { order } = await paidOrder("refused@example.com");
    stripe.refuseNext(1);
    const res = await refund(order.id);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toMatch(/did not refund order RR-\w+; nothing was changed/);
    expect((await state(order.id)).status).toBe("paid");
    expect((await mailsTo("refused@example.com")).filter((m) => m.subject.endsWith("refunded"))).toHaveLength(0);
  });

  it("a refund made in Stripe's dashboard reaches the order by charge.refunded: partial on the timeline, full refunds it once", async () => {
    const { order, pi } = await paidOrder("dashboard@example.com");
    const charge = (amount: number, full: boolean, id = `evt_${amount}_${order.id}`) =>
      signedEvent(
        "charge.refunded",
        {
          object: "charge",
          id: `ch_${order.id.slice(4)}`,
          payment_intent: pi,
          amount: order.total,
          amount_refunded: amount,
          refunded: full,
          refunds: { object: "list", data: [{ id: `re_dash_${amount}` }] },
        },
        { id },
      );
    const partial = await deliver(charge(1000, false));
    expect(await partial.json()).toEqual({ received: true, outcome: "applied" });
    expect(await state(order.id)).toMatchObject({ status: "paid", events: expect.arrayContaining(["partial_refund"]) });

    const full = charge(order.total, true);
    expect(await (await deliver(full)).json()).toEqual({ received: true, outcome: "applied" });
    expect(await (await deliver(full)).json()).toEqual({ received: true, outcome: "duplicate" });
    const refunded = await s.ctx.services.orders.getOrder(order.id);
    expect(refunded).toMatchObject({ status: "refunded", refundReference: `re_dash_${order.total}` });
    const notices = (await mailsTo("dashboard@example.com")).filter((m) => m.subject.endsWith("has been refunded"));
    expect(notices).toHaveLength(1);

    // Stripe's echo of a refund made in the admin changes nothing more.
    const echo = await deliver(charge(order.total, true, `evt_echo_${order.id}`));
    expect(await echo.json()).toEqual({ received: true, outcome: "no_change" });
  });

  it("refuses to refund an order that was never paid", async () => {
    const { order } = await checkout([ONE]);
    const res = await refund(order.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/Only a paid or fulfilled order can be refunded/);
  });
});

describe("without Stripe", () => {
  it("the webhook answers 404", async () => {
    const plain = await startTestServer();
    try {
      const ev = signedEvent("checkout.session.completed", { id: "cs_x" });
      const res = await fetch(`${plain.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "stripe-signature": ev.signature },
        body: ev.payload,
      });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("a signed-in shopper's checkout", () => {
  it("hands Stripe the account's e-mail and places the order under the account; a guest's carries neither", async () => {
    const email = "member@example.com";
    await s.ctx.services.signIn.sendCode({ email, ip: "192.0.2.44" });
    const mail = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to", "=", email)
      .executeTakeFirstOrThrow();
    const { setCookie } = await s.ctx.services.signIn.verifyCode({ email, code: /is (\d{6})/.exec(mail.text)![1]! });
    const res = await fetch(`${s.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl, cookie: setCookie.split(";")[0]! },
      body: JSON.stringify({ cart: [ONE] }),
    });
    expect(res.status).toBe(200);
    const sent = stripe.requests.at(-1)!;
    expect(sent.form.get("customer_email")).toBe(email);
    const row = await s.ctx.db
      .selectFrom("orders")
      .select("account_id")
      .where("provider_session_id", "=", sent.id)
      .executeTakeFirstOrThrow();
    expect(row.account_id).not.toBeNull();

    const guest = await checkout([ONE]);
    expect(guest.sent.form.get("customer_email")).toBeNull();
  });
});
