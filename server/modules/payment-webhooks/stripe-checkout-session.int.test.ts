// Checkout through Stripe: the session the shop opens (database prices in AUD, GST inclusive,
// shipping, the order id, PUBLIC_URL redirects), a repeated checkout answered from its
// Idempotency-Key, Stripe refusing a session, and a signed-in shopper's e-mail and account.
import { describe, expect, it } from "vitest";
import { stripeShop, DUO, ONE } from "../../../tests/support/stripe-shop";

const shop = stripeShop();
const { checkout } = shop;

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
      fetch(`${shop.s.url}/api/checkout`, {
        method: "POST",
        // As the storefront sends it: the key bound to this browser's Checkout-Client value.
        headers: {
          "content-type": "application/json",
          "idempotency-key": key,
          "checkout-client": "cc-stripe-repeat-0123456789",
        },
        body: JSON.stringify({ cart: [DUO] }),
      });
    const sessionsBefore = shop.stripe.requests.length;
    const first = (await (await post()).json()) as { url: string };
    const again = await post();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(shop.stripe.requests.length).toBe(sessionsBefore + 1);
  });

  it("answer 503 and close the order when Stripe refuses to open a session", async () => {
    shop.stripe.refuseNext();
    const res = await fetch(`${shop.s.url}/api/checkout`, {
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
    const { orders } = await shop.s.ctx.services.orders.listOrders({ status: "any", limit: 1 });
    expect(orders[0]!.status).toBe("cancelled");
  });
});

describe("a signed-in shopper's checkout", () => {
  it("hands Stripe the account's e-mail and places the order under the account; a guest's carries neither", async () => {
    const email = "member@example.com";
    await shop.s.ctx.services.accounts.signIn.sendCode({ email, ip: "192.0.2.44" });
    const mail = await shop.s.ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to", "=", email)
      .executeTakeFirstOrThrow();
    const { setCookie } = await shop.s.ctx.services.accounts.signIn.verifyCode({
      email,
      code: /is (\d{6})/.exec(mail.text)![1]!,
    });
    const res = await fetch(`${shop.s.url}/api/checkout`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: shop.s.ctx.config.publicUrl,
        cookie: setCookie.split(";")[0]!,
      },
      body: JSON.stringify({ cart: [ONE] }),
    });
    expect(res.status).toBe(200);
    const sent = shop.stripe.requests.at(-1)!;
    expect(sent.form.get("customer_email")).toBe(email);
    const row = await shop.s.ctx.db
      .selectFrom("orders")
      .select("account_id")
      .where("provider_session_id", "=", sent.id)
      .executeTakeFirstOrThrow();
    expect(row.account_id).not.toBeNull();

    const guest = await checkout([ONE]);
    expect(guest.sent.form.get("customer_email")).toBeNull();
  });
});
