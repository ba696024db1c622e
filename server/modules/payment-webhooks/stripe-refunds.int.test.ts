// Refunds through Stripe: once per order (its idempotency key), nothing changed when Stripe
// refuses, refunds made in Stripe's dashboard reaching the order, and never an unpaid order's.
import { beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../../core/money";
import { signInAdmin } from "../../../tests/support/admin";
import { signedEvent } from "../../../tests/support/fake-stripe-events";
import { stripeShop, ONE } from "../../../tests/support/stripe-shop";

const shop = stripeShop();
const { checkout, completedSession, deliver, mailsTo, state } = shop;

describe("refunds through Stripe", () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await signInAdmin(shop.s);
  });

  const refund = (id: string, body: unknown = { reason: "Arrived damaged" }) =>
    fetch(`${shop.s.url}/api/admin/orders/${id}/refund`, {
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
    const before = shop.stripe.refunds.length;
    const res = await refund(order.id);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as {
      status: string;
      refundReference: string;
      events: { type: string; message: string }[];
    };
    expect(shop.stripe.refunds).toHaveLength(before + 1);
    const sent = shop.stripe.refunds.at(-1)!;
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
    expect(shop.stripe.refunds).toHaveLength(before + 1);
  });

  it("changes nothing when Stripe refuses the refund", async () => {
    const { order } = await paidOrder("refused@example.com");
    shop.stripe.refuseNext(1);
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
    const refunded = await shop.s.ctx.services.orders.getOrder(order.id);
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
