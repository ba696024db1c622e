// The test payment page: the order summary from the database, every wrong field named, a declined
// card, a paid order with its tax invoice, racing confirmations, expiry after 24 hours and the
// hourly sweep, and a crash between payment and closing the page. Runs on SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { describe, expect, it } from "vitest";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/test-checkout";
import { ONE, DUO, testPaymentServer } from "../../../tests/support/test-payment-server";

const { s, pay, checkout, mails } = testPaymentServer();
const GOOD = GOOD_PAYMENT_FORM;

describe("the test payment page", () => {
  it("shows the order summary from the database", async () => {
    const sessionId = await checkout([ONE, DUO]);
    const page = await pay().getPaymentPage(sessionId);
    expect(page).toMatchObject({
      state: "open",
      order: { subtotal: 4999 + 2 * 8999, shipping: 0, total: 22997, gst: 2091 },
    });
    expect(page!.order.lines.map((l) => [l.name, l.quantity, l.lineTotal])).toEqual([
      ["Basic Recovery Pack", 1, 4999],
      ["Dynamic Duo Recovery", 2, 17998],
    ]);
    expect(await pay().getPaymentPage("cs_test_" + "0".repeat(32))).toBeNull();
    expect(await pay().getPaymentPage("../../etc")).toBeNull();
  });

  it("names every field that is wrong and changes nothing", async () => {
    const sessionId = await checkout([ONE]);
    const r = await pay().submitPayment(sessionId, {
      email: "not-an-email",
      name: "",
      line1: "",
      suburb: "",
      state: "XX",
      postcode: "200",
      cardNumber: "4242 4242 4242 4241",
      cardExpiry: "01 / 20",
      cardCvc: "12",
      cardName: "",
    });
    expect(r).toEqual({
      ok: false,
      formError: "Check the highlighted fields.",
      fieldErrors: {
        email: "Enter a valid e-mail address",
        name: "Enter the name of the person receiving the order",
        line1: "Enter a street address",
        suburb: "Enter a suburb",
        state: "Choose a state or territory",
        postcode: "Enter a 4-digit postcode",
        cardNumber: "Your card number is invalid",
        cardExpiry: "Your card's expiration date is in the past",
        cardCvc: "Your card's security code (CVC) is 3 digits",
        cardName: "Enter the name on the card",
      },
    });
    expect((await pay().getPaymentPage(sessionId))!.state).toBe("open");
  });

  it("declines 4000 0000 0000 0002 with a clear message, and the order waits for another card", async () => {
    const sessionId = await checkout([ONE]);
    const r = await pay().submitPayment(sessionId, { ...GOOD, cardNumber: "4000 0000 0000 0002" });
    expect(r).toMatchObject({ ok: false, formError: "Your card was declined. Try a different card." });
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    expect(order.status).toBe("pending");
    // Staff see who tried to pay, not "no e-mail yet".
    expect(order.email).toBe(GOOD.email);
    const detail = await s.ctx.services.orders.getOrderDetail(order.id);
    expect(detail.events.map((e) => e.type)).toContain("payment_declined");
    // Any other well-formed card is not charged either: this page only takes test cards.
    const other = await pay().submitPayment(sessionId, { ...GOOD, cardNumber: "5555 5555 5555 4444" });
    expect(other).toMatchObject({ ok: false, formError: expect.stringContaining("4242 4242 4242 4242") });
  });

  it("pays with 4242…, records e-mail and address once paid, and e-mails one tax invoice", async () => {
    const before = (await mails()).length;
    const sessionId = await checkout([ONE, DUO]);
    const r = await pay().submitPayment(sessionId, { ...GOOD, line2: "Level 3", state: "NSW" });
    expect(r).toEqual({ ok: true, redirectTo: `/success?session_id=${sessionId}` });
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    expect(order).toMatchObject({
      status: "paid",
      email: "sam@example.com",
      customerName: "Sam Citizen",
      shippingAddress: {
        name: "Sam Citizen",
        line1: "1 George Street",
        line2: "Level 3",
        suburb: "Sydney",
        state: "NSW",
        postcode: "2000",
        country: "AU",
      },
      paidAt: "2026-05-01T00:00:00.000Z",
      paymentReference: expect.stringMatching(/^test_ch_[0-9a-f]{20} \(Visa •••• 4242\)$/),
    });
    // Paying again (a double click, a back button) changes nothing and sends nothing.
    expect(await pay().submitPayment(sessionId, GOOD)).toEqual({
      ok: true,
      redirectTo: `/success?session_id=${sessionId}`,
    });
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe("sam@example.com");
    expect(mail.subject).toBe(`Your Rebound order ${order.number} (tax invoice)`);
    for (const text of [mail.text, mail.html!]) {
      expect(text).toMatch(/tax invoice/i);
      expect(text).toContain("Rebound Pty Ltd");
      expect(text).toContain("ABN 00 000 000 000");
      expect(text).toContain(order.number);
      expect(text).toContain("1 May 2026");
      expect(text).toContain("Dynamic Duo Recovery (Lemon Squash, Pineapple Punch)");
      expect(text).toContain("$229.97");
      expect(text).toContain("$20.91"); // GST included: 22997 / 11
    }
    const detail = await s.ctx.services.orders.getOrderDetail(order.id);
    expect(detail.events.map((e) => e.type)).toEqual(["created", "payment_session", "paid", "email"]);
    expect((await pay().getPaymentPage(sessionId))!.state).toBe("paid");
  });

  it("confirms once however many confirmations race", async () => {
    const sessionId = await checkout([ONE]);
    const before = (await mails()).length;
    const confirm = (eventId: string) =>
      s.ctx.services.orders.confirmPayment({
        eventId,
        provider: "test",
        type: "payment.succeeded",
        sessionId,
        email: "race@example.com",
        customerName: "Race",
        shippingAddress: null,
        paymentReference: "ref",
      });
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => confirm("evt_same")),
      confirm("evt_other_1"),
      confirm("evt_other_2"),
    ]);
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(4);
    expect((await mails()).length - before).toBe(1);
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    const detail = await s.ctx.services.orders.getOrderDetail(order.id);
    expect(detail.events.filter((e) => e.type === "paid")).toHaveLength(1);
  });

  it("expires after 24 hours: the order is marked expired and the page refuses payment", async () => {
    const sessionId = await checkout([ONE]);
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 24 * 3600_000 + 1000);
    try {
      expect((await pay().getPaymentPage(sessionId))!.state).toBe("expired");
      expect((await s.ctx.services.orders.findOrderBySession(sessionId))!.status).toBe("expired");
      expect(await pay().submitPayment(sessionId, GOOD)).toMatchObject({
        ok: false,
        formError: expect.stringMatching(/expired/),
      });
    } finally {
      s.clock.now = start;
    }
  });
});

// Last in the file: it moves the clock a day on, and the orders it makes would come first in lists.
describe("expireOverdueSessions", () => {
  it("the hourly sweep expires timed-out pages and their orders without anyone opening them", async () => {
    const overdue = await checkout([ONE]);
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 12 * 3600_000);
    const fresh = await checkout([DUO]);
    const paid = await checkout([ONE]);
    expect(await pay().submitPayment(paid, GOOD)).toMatchObject({ ok: true });
    try {
      expect(await pay().expireOverdueSessions()).toBe(0);
      s.clock.now = new Date(start.getTime() + 24 * 3600_000 + 1000);
      expect(await pay().expireOverdueSessions()).toBeGreaterThanOrEqual(1);
      const status = async (id: string) => (await s.ctx.services.orders.findOrderBySession(id))!.status;
      expect(await status(overdue)).toBe("expired");
      expect(await status(fresh)).toBe("pending");
      expect(await status(paid)).toBe("paid");
      const order = (await s.ctx.services.orders.findOrderBySession(overdue))!;
      const detail = await s.ctx.services.orders.getOrderDetail(order.id);
      expect(detail.events.filter((e) => e.type === "expired")).toHaveLength(1);
      expect(await pay().expireOverdueSessions()).toBe(0);
      expect((await s.ctx.services.checkout.testPayments!.getPaymentPage(overdue))!.state).toBe("expired");
    } finally {
      s.clock.now = start;
    }
  });
});

describe("a crash between payment and closing the payment page", () => {
  it("commits neither: the order stays pending and the page open, so paying again works once", async () => {
    const { createTestPaymentService } = await import("./test-payment.service");
    const { createTestProvider } = await import("../../infra/payments/test-provider");
    const provider = createTestProvider({ db: s.ctx.db, clock: s.ctx.clock });
    const crashing = createTestPaymentService({
      db: s.ctx.db,
      logger: s.ctx.logger,
      clock: s.ctx.clock,
      orders: s.ctx.services.orders,
      provider: {
        ...provider,
        completeSession: () => Promise.reject(new Error("the process died here")),
      },
      renewalRecipient: async () => null,
    });
    const sessionId = await checkout([ONE]);
    await expect(crashing.submitPayment(sessionId, GOOD)).rejects.toThrow("the process died here");
    expect((await s.ctx.services.orders.findOrderBySession(sessionId))!.status).toBe("pending");
    expect((await provider.getSession(sessionId))!.status).toBe("open");

    expect(await pay().submitPayment(sessionId, GOOD)).toMatchObject({ ok: true });
    expect((await s.ctx.services.orders.findOrderBySession(sessionId))!.status).toBe("paid");
    expect((await provider.getSession(sessionId))!.status).toBe("complete");
  });
});
