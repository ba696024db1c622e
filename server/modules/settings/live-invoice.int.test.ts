// Taking real money (a live Stripe key) with no real ABN in Settings: an order is confirmed by
// e-mail, but never with a tax invoice naming the placeholder ABN; once the owner saves the ABN,
// the next order's e-mail is the tax invoice. SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PLACEHOLDER_ABN } from "../../../core/abn";
import { startFakeStripe } from "../../../tests/support/fake-stripe";
import { signedEvent } from "../../../tests/support/fake-stripe-events";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe({ live: true });
  s = await startTestServer({ env: { ...stripe.env, PUBLIC_URL: "https://shop.example.com.au" } });
});
afterAll(async () => {
  await s.close();
  await stripe.close();
});

async function paidOrderMail(email: string) {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart: [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }] }),
  });
  expect(res.status).toBe(200);
  const sent = stripe.requests.at(-1)!;
  const order = (await s.ctx.services.orders.findOrderBySession(sent.id))!;
  const ev = signedEvent("checkout.session.completed", {
    id: sent.id,
    payment_status: "paid",
    status: "complete",
    payment_intent: `pi_${order.id}`,
    metadata: { order_id: order.id },
    client_reference_id: order.id,
    customer_details: { email, name: "Pat Buyer", address: null },
  });
  const delivered = await fetch(`${s.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": ev.signature },
    body: ev.payload,
  });
  expect(delivered.status).toBe(200);
  return s.ctx.db.selectFrom("mail_outbox").selectAll().where("to", "=", email).executeTakeFirstOrThrow();
}

describe("live payments without a real ABN", () => {
  it("confirm the order by e-mail with no tax invoice and no placeholder ABN", async () => {
    expect(s.ctx.services.settings.storeDetails.seller.abn).toBe(PLACEHOLDER_ABN);
    const mail = await paidOrderMail("live-no-abn@example.com");
    expect(mail.subject).not.toMatch(/invoice/i);
    for (const body of [mail.text, mail.html ?? ""]) {
      expect(body).not.toContain(PLACEHOLDER_ABN);
      expect(body).not.toContain("TAX INVOICE");
      expect(body).not.toContain(">Tax invoice<");
    }
    expect(mail.text).toContain("ORDER CONFIRMATION");
  });

  it("send the tax invoice with the ABN once the owner has saved it", async () => {
    await s.ctx.services.settings.storeDetails.save(
      {
        legalName: "Rebound Recovery Pty Ltd",
        abn: "51 824 753 556",
        gstRegistered: true,
        supportEmail: "help@example.com",
      },
      STAFF,
    );
    const mail = await paidOrderMail("live-with-abn@example.com");
    expect(mail.subject).toMatch(/\(tax invoice\)$/);
    expect(mail.text).toContain("TAX INVOICE\nRebound Recovery Pty Ltd\nABN 51 824 753 556");
  });
});
