// Promo codes end to end: staff create them, the drawer's quote and checkout
// price them on the server, the order records code, discount and GST, a paid order counts one
// use, and two payments racing for the last use are both honoured with one flagged.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { buildSessionParams } from "../../infra/payments/stripe-provider";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
  admin = { ...(await signInAdmin(s)), "content-type": "application/json" };
});
afterAll(() => s.close());

const BASIC = { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" };
const DUO = { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Orange Crush" };

const create = (body: unknown) =>
  fetch(`${s.url}/api/admin/promotions`, { method: "POST", headers: admin, body: JSON.stringify(body) });
const quote = (cart: unknown[], promoCode: string) =>
  fetch(`${s.url}/api/cart/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart, promoCode }),
  });
const checkout = async (cart: unknown[], promoCode: string) => {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart, promoCode }),
  });
  return { res, sessionId: res.ok ? ((await res.json()) as { url: string }).url.split("/").pop()! : null };
};
const pay = (sessionId: string, email = GOOD_PAYMENT_FORM.email) =>
  s.ctx.services.checkout.testPayments!.submitPayment(sessionId, { ...GOOD_PAYMENT_FORM, email });

describe("staff creating codes", () => {
  it.each([
    [{ code: "NEG", kind: "fixed", value: -500 }, "A discount cannot be negative"],
    [{ code: "OVER", kind: "percent", value: 150 }, "A percentage off must be from 1 to 100"],
  ])("refuses %o with its message and saves nothing", async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it("saves a code upper-case, and refuses the same code twice", async () => {
    expect((await create({ code: "save10", kind: "percent", value: 10 })).status).toBe(201);
    const again = await create({ code: "SAVE10", kind: "fixed", value: 100 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("A code SAVE10 already exists");
  });
});

describe("the drawer's quote", () => {
  it("prices a code typed in any case with spaces, and says why a bad one cannot be used", async () => {
    await create({ code: "BIGSPEND", kind: "fixed", value: 2000, minSpend: 10000 });
    const ok = await quote([BASIC, DUO], "  save10 ");
    expect(await ok.json()).toEqual({
      code: "SAVE10",
      subtotal: 22997,
      shipping: 0,
      discount: 2300,
      total: 20697,
      gst: 1882,
    });
    for (const [code, message] of [
      ["nope", "We don't recognise the code NOPE"],
      ["bigspend", "Spend $100.00 or more to use BIGSPEND (your cart is $49.99)"],
    ]) {
      const res = await quote([BASIC], code!);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message, details: { promoCode: message } });
    }
  });
});

describe("checkout with a code", () => {
  it("records the code, the discount and the GST of the discounted total, and counts a use when paid", async () => {
    const { sessionId } = await checkout([BASIC, DUO], "Save10");
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId!))!;
    expect(order).toMatchObject({ promoCode: "SAVE10", discount: 2300, subtotal: 22997, total: 20697, gst: 1882 });
    const session = await s.ctx.db
      .selectFrom("payment_sessions")
      .select("amount_total")
      .where("id", "=", sessionId!)
      .executeTakeFirstOrThrow();
    expect(session.amount_total).toBe(20697);
    await pay(sessionId!);
    const [promo] = (await s.ctx.services.promotions.listPromos()).filter((p) => p.code === "SAVE10");
    expect(promo).toMatchObject({ used: 1, uses: 1, revenue: 20697, discountGiven: 2300 });
    const csv = await (await fetch(`${s.url}/api/admin/orders/export.csv`, { headers: admin })).text();
    expect(csv.split("\r\n")[0]).toContain('"Promo code","Discount (AUD)","Total incl. GST (AUD)"');
    expect(csv).toContain(`"${order.number}"`);
    expect(csv.split("\r\n").find((r) => r.startsWith(`"${order.number}"`))).toContain('"SAVE10","23.00","206.97"');
    const page = await s.ctx.services.checkout.testPayments!.getPaymentPage(sessionId!);
    expect(page!.order).toMatchObject({ promoCode: "SAVE10", discount: 2300, total: 20697 });
  });

  it("refuses a bad code at checkout and writes no order", async () => {
    const { res } = await checkout([BASIC], "nope");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("We don't recognise the code NOPE");
  });

  it("two payments racing for the last use: both honoured, one flagged for staff", async () => {
    await create({ code: "ONCE", kind: "fixed", value: 1000, totalUses: 1 });
    const a = (await checkout([BASIC], "once")).sessionId!;
    const b = (await checkout([BASIC], "once")).sessionId!;
    await Promise.all([pay(a, "a@example.com"), pay(b, "b@example.com")]);
    const orders = await Promise.all(
      [a, b].map(async (id) =>
        s.ctx.services.orders.getOrderDetail((await s.ctx.services.orders.findOrderBySession(id))!.id),
      ),
    );
    expect(orders.map((o) => o.status)).toEqual(["paid", "paid"]);
    expect(orders.map((o) => o.total)).toEqual([4999 + 995 - 1000, 4999 + 995 - 1000]);
    const flagged = orders.filter((o) => o.events.some((e) => e.type === "promo_over_limit"));
    expect(flagged).toHaveLength(1);
    expect((await s.ctx.services.promotions.listPromos()).find((p) => p.code === "ONCE")).toMatchObject({
      used: 1,
      uses: 2,
    });
    // Once used up, the next checkout is refused with its own message.
    const { res } = await checkout([BASIC], "ONCE");
    expect(((await res.json()) as { error: string }).error).toBe("The code ONCE has been used up");
  });
});

describe("Stripe sessions carry the discounted amounts", () => {
  it("charges each line less its share, and the shipping less its discount", () => {
    const order = {
      id: "ord_1",
      number: "RR-AAAAAA",
      currency: "AUD" as const,
      lines: [
        {
          productId: "one-and-done",
          name: "Basic Recovery Pack",
          flavor: "Lemon Squash",
          unitPrice: 4999,
          quantity: 1,
        },
        {
          productId: "dynamic-duo",
          name: "Dynamic Duo Recovery",
          flavor: "Lemon Squash",
          unitPrice: 8999,
          quantity: 2,
        },
      ],
      shipping: 0,
      total: 20697,
      lineCharges: [4499, 16198],
    };
    const params = buildSessionParams(order, { publicUrl: "https://shop.example", shopName: "Rebound" });
    const items = params.line_items!.map((l) => [
      l.quantity,
      l.price_data!.unit_amount,
      l.price_data!.product_data!.name,
    ]);
    expect(items).toEqual([
      [1, 4499, "1 × Basic Recovery Pack"],
      [1, 16198, "2 × Dynamic Duo Recovery"],
    ]);
    const charged = items.reduce((sum, [q, amount]) => sum + Number(q) * Number(amount), 0) + order.shipping;
    expect(charged).toBe(order.total);
  });
});
