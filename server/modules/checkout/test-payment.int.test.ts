import { shopLocalTimestamp } from "../../../core/shop-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, startClockedServer } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import type { TestServer } from "../../../tests/support/test-server";
import type { TestPaymentService } from "./test-payment.service";
import { STAFF } from "../../../tests/support/staff";

let s: TestServer & { clock: { now: Date } };
let pay: TestPaymentService;
beforeAll(async () => {
  s = await startClockedServer();
  pay = s.ctx.services.checkout.testPayments!;
});
afterAll(() => s.close());

const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };
const DUO = { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Pineapple Punch" };

const GOOD = GOOD_PAYMENT_FORM;

const checkout = (cart: unknown[]) => startCheckout(s.url, cart);

const mails = () => s.ctx.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute();

describe("the test payment page", () => {
  it("shows the order summary from the database", async () => {
    const sessionId = await checkout([ONE, DUO]);
    const page = await pay.getPaymentPage(sessionId);
    expect(page).toMatchObject({
      state: "open",
      order: { subtotal: 4999 + 2 * 8999, shipping: 0, total: 22997, gst: 2091 },
    });
    expect(page!.order.lines.map((l) => [l.name, l.quantity, l.lineTotal])).toEqual([
      ["Basic Recovery Pack", 1, 4999],
      ["Dynamic Duo Recovery", 2, 17998],
    ]);
    expect(await pay.getPaymentPage("cs_test_" + "0".repeat(32))).toBeNull();
    expect(await pay.getPaymentPage("../../etc")).toBeNull();
  });

  it("names every field that is wrong and changes nothing", async () => {
    const sessionId = await checkout([ONE]);
    const r = await pay.submitPayment(sessionId, {
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
    expect((await pay.getPaymentPage(sessionId))!.state).toBe("open");
  });

  it("declines 4000 0000 0000 0002 with a clear message, and the order waits for another card", async () => {
    const sessionId = await checkout([ONE]);
    const r = await pay.submitPayment(sessionId, { ...GOOD, cardNumber: "4000 0000 0000 0002" });
    expect(r).toMatchObject({ ok: false, formError: "Your card was declined. Try a different card." });
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    expect(order.status).toBe("pending");
    // Staff see who tried to pay, not "no e-mail yet".
    expect(order.email).toBe(GOOD.email);
    const detail = await s.ctx.services.orders.getOrderDetail(order.id);
    expect(detail.events.map((e) => e.type)).toContain("payment_declined");
    // Any other well-formed card is not charged either: this page only takes test cards.
    const other = await pay.submitPayment(sessionId, { ...GOOD, cardNumber: "5555 5555 5555 4444" });
    expect(other).toMatchObject({ ok: false, formError: expect.stringContaining("4242 4242 4242 4242") });
  });

  it("pays with 4242…, records e-mail and address once paid, and e-mails one tax invoice", async () => {
    const before = (await mails()).length;
    const sessionId = await checkout([ONE, DUO]);
    const r = await pay.submitPayment(sessionId, { ...GOOD, line2: "Level 3", state: "NSW" });
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
    expect(await pay.submitPayment(sessionId, GOOD)).toEqual({
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
    expect((await pay.getPaymentPage(sessionId))!.state).toBe("paid");
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
      expect((await pay.getPaymentPage(sessionId))!.state).toBe("expired");
      expect((await s.ctx.services.orders.findOrderBySession(sessionId))!.status).toBe("expired");
      expect(await pay.submitPayment(sessionId, GOOD)).toMatchObject({
        ok: false,
        formError: expect.stringMatching(/expired/),
      });
    } finally {
      s.clock.now = start;
    }
  });
});

describe("/api/admin/orders", () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await signInAdmin(s);
  });

  it("is behind the admin session", async () => {
    for (const path of ["", "/export.csv", "/ord_000000000000000000000000"]) {
      expect((await fetch(`${s.url}/api/admin/orders${path}`)).status).toBe(401);
    }
    const res = await fetch(`${s.url}/api/admin/orders/ord_000000000000000000000000/fulfil`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ trackingNumber: "X" }),
    });
    expect(res.status).toBe(401);
  });

  it("lists newest first, filters by status and finds by number or e-mail", async () => {
    const a = await checkout([ONE]);
    s.clock.now = new Date(s.clock.now.getTime() + 60_000);
    const b = await checkout([DUO]);
    await pay.submitPayment(b, { ...GOOD, email: "Findme@Example.com" });
    const get = async (qs: string) => {
      const res = await fetch(`${s.url}/api/admin/orders${qs}`, { headers: admin });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        orders: { number: string; status: string; email: string | null }[];
        total: number;
      };
    };
    // A is still awaiting payment: an unpaid checkout, which only 'any' (or 'unpaid') lists.
    const all = await get("?status=any");
    const orderA = (await s.ctx.services.orders.findOrderBySession(a))!;
    const orderB = (await s.ctx.services.orders.findOrderBySession(b))!;
    expect(all.orders[0]!.number).toBe(orderB.number);
    expect(all.orders[1]!.number).toBe(orderA.number);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const paid = await get("?status=paid");
    expect(paid.orders.every((o) => o.status === "paid")).toBe(true);
    expect(paid.orders.map((o) => o.number)).toContain(orderB.number);
    expect((await get(`?status=any&q=${orderA.number.toLowerCase()}`)).orders.map((o) => o.number)).toEqual([
      orderA.number,
    ]);
    expect((await get("?q=findme@example")).orders.map((o) => o.number)).toEqual([orderB.number]);
    expect((await get("?q=%25")).orders).toEqual([]);
    expect((await fetch(`${s.url}/api/admin/orders?status=lost`, { headers: admin })).status).toBe(400);
  });

  it("shows one order with lines, address, payment reference and timeline; fulfils it once and e-mails the customer", async () => {
    const sessionId = await checkout([DUO]);
    await pay.submitPayment(sessionId, GOOD);
    const { id } = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    const detail = (await (await fetch(`${s.url}/api/admin/orders/${id}`, { headers: admin })).json()) as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({
      status: "paid",
      lines: [{ name: "Dynamic Duo Recovery", quantity: 2 }],
      shippingAddress: { suburb: "Sydney", postcode: "2000" },
      paymentReference: expect.stringContaining("4242"),
      events: expect.arrayContaining([expect.objectContaining({ type: "paid" })]),
    });
    const before = (await mails()).length;
    const fulfil = (body: unknown) =>
      fetch(`${s.url}/api/admin/orders/${id}/fulfil`, {
        method: "POST",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await fulfil({ trackingNumber: "<b>AP</b>" })).status).toBe(400);
    const ok = await fulfil({ trackingNumber: "AP 1234 5678" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "fulfilled", trackingNumber: "AP 1234 5678" });
    const again = await fulfil({ trackingNumber: "AP 1234 5678" });
    expect(again.status).toBe(409);
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/has shipped$/);
    expect(sent[0]!.text).toContain("AP 1234 5678");
    expect(sent[0]!.html).toContain('href="https://auspost.com.au/mypost/track/details/AP%201234%205678"');
  });

  it("fulfils an order sent without tracking (a letter, a pickup), and the e-mail says so", async () => {
    const fulfil = async (body: unknown) => {
      const sessionId = await checkout([ONE]);
      await pay.submitPayment(sessionId, GOOD);
      const { id } = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
      const before = (await mails()).length;
      const res = await fetch(`${s.url}/api/admin/orders/${id}/fulfil`, {
        method: "POST",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { res, sent: (await mails()).slice(before) };
    };
    for (const body of [{}, { trackingNumber: "" }, { trackingNumber: "   " }]) {
      const { res, sent } = await fulfil(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(await res.json()).toMatchObject({ status: "fulfilled", trackingNumber: null });
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain("sent without tracking");
      expect(sent[0]!.text).not.toContain("Tracking number");
      expect(sent[0]!.html).not.toContain("auspost");
    }
  });

  it("refuses to fulfil an unpaid order, and 404s an unknown one", async () => {
    const sessionId = await checkout([ONE]);
    const { id } = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    const res = await fetch(`${s.url}/api/admin/orders/${id}/fulfil`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ trackingNumber: "AP123" }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/Only a paid order can be fulfilled/);
    expect((await fetch(`${s.url}/api/admin/orders/ord_${"0".repeat(24)}`, { headers: admin })).status).toBe(404);
    expect((await fetch(`${s.url}/api/admin/orders/nope`, { headers: admin })).status).toBe(404);
  });

  it("exports CSV with GST totals over paid and fulfilled orders", async () => {
    const res = await fetch(`${s.url}/api/admin/orders/export.csv`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = await res.text();
    const rows = csv.trim().split("\r\n");
    expect(rows[0]).toContain('"GST included (AUD)"');
    const { orders } = await s.ctx.services.orders.listOrders({ limit: 200 });
    // Times in the shop's zone, named in the header, with their offset.
    expect(rows[0]).toContain('"Created (Australia/Sydney)"');
    const created = rows[1]!.split('","')[1];
    expect(created).toBe(shopLocalTimestamp(orders[0]!.createdAt, "Australia/Sydney"));
    expect(created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+1[01]:00$/);
    expect(rows).toHaveLength(orders.length + 2);
    const counted = orders.filter((o) => o.status === "paid" || o.status === "fulfilled");
    const gst = counted.reduce((a, o) => a + o.gst, 0);
    const total = counted.reduce((a, o) => a + o.total, 0);
    const last = rows.at(-1)!;
    expect(last).toContain(`"Totals (${counted.length} paid or fulfilled)"`);
    expect(last).toContain(`"${(total / 100).toFixed(2)}","${(gst / 100).toFixed(2)}"`);
  });
});

describe("refunding a test-page order", () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await signInAdmin(s);
  });

  it("needs an admin, refuses a bad reason with 400, then refunds a fulfilled order once and e-mails the customer", async () => {
    const sessionId = await checkout([ONE]);
    await pay.submitPayment(sessionId, { ...GOOD, email: "refund@example.com" });
    const { id } = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    await s.ctx.services.orders.fulfilOrder(id, "AP999", STAFF);
    const refund = (body: unknown, headers: Record<string, string> = admin) =>
      fetch(`${s.url}/api/admin/orders/${id}/refund`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await refund({}, {})).status).toBe(401);
    const tooLong = await refund({ reason: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ details: { reason: "Keep the reason under 200 characters" } });
    expect((await s.ctx.services.orders.getOrder(id)).status).toBe("fulfilled");

    const ok = await refund({});
    expect(ok.status).toBe(200);
    const detail = (await ok.json()) as { status: string; refundReference: string; refundedAt: string };
    expect(detail.status).toBe("refunded");
    expect(detail.refundReference).toMatch(/^test_re_[0-9a-f]{20}$/);
    expect(detail.refundedAt).toBe(s.clock.now.toISOString());
    expect((await refund({})).status).toBe(409);
    const sent = (await mails()).filter(
      (m) => m.to === "refund@example.com" && m.subject.endsWith("has been refunded"),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(detail.refundReference);
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
    expect(await pay.submitPayment(paid, GOOD)).toMatchObject({ ok: true });
    try {
      expect(await pay.expireOverdueSessions()).toBe(0);
      s.clock.now = new Date(start.getTime() + 24 * 3600_000 + 1000);
      expect(await pay.expireOverdueSessions()).toBeGreaterThanOrEqual(1);
      const status = async (id: string) => (await s.ctx.services.orders.findOrderBySession(id))!.status;
      expect(await status(overdue)).toBe("expired");
      expect(await status(fresh)).toBe("pending");
      expect(await status(paid)).toBe("paid");
      const order = (await s.ctx.services.orders.findOrderBySession(overdue))!;
      const detail = await s.ctx.services.orders.getOrderDetail(order.id);
      expect(detail.events.filter((e) => e.type === "expired")).toHaveLength(1);
      expect(await pay.expireOverdueSessions()).toBe(0);
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

    expect(await pay.submitPayment(sessionId, GOOD)).toMatchObject({ ok: true });
    expect((await s.ctx.services.orders.findOrderBySession(sessionId))!.status).toBe("paid");
    expect((await provider.getSession(sessionId))!.status).toBe("complete");
  });
});

describe("the admin's order lookup by number", () => {
  it("answers not found for a number that cannot be one (a NUL byte broke PostgreSQL: 500)", async () => {
    for (const number of ["\u0000", "RR-ABC\u0000", "x".repeat(300)]) {
      await expect(s.ctx.services.orders.getOrderDetailByNumber(number)).rejects.toMatchObject({ code: "not_found" });
    }
  });
});
