// Stripe's webhook: signatures, exactly-once payment, the payment method read back, delayed
// payments, expiry and cancellation, and orders found by metadata; without Stripe it is not there.
import { describe, expect, it } from "vitest";
import { signedEvent } from "../../../tests/support/fake-stripe-events";
import { startTestServer } from "../../../tests/support/test-server";
import { stripeShop, DUO, ONE } from "../../../tests/support/stripe-shop";

const shop = stripeShop();
const { checkout, completedSession, deliver, mailsTo, state } = shop;

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
    const claimed = await shop.s.ctx.db
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
    const paid = await shop.s.ctx.services.orders.getOrder(order.id);
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
    const paid = shop.stripe.completeSession(sent.id, { brand: "mastercard", last4: "4444" });
    const ev = signedEvent(
      "checkout.session.completed",
      completedSession(sent.id, order.id, { payment_intent: (paid as { payment_intent?: string }).payment_intent }),
    );
    expect((await deliver(ev)).status).toBe(200);
    expect(await shop.s.ctx.services.orders.getOrder(order.id)).toMatchObject({
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
    const detail = await shop.s.ctx.services.orders.getOrderDetail(a.order.id);
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
