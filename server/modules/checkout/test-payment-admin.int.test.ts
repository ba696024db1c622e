// Staff's side of orders paid on the test payment page: the orders list and an order's screen behind
// the staff session, fulfilment with and without tracking, the CSV export with GST totals,
// refunds, and the lookup by number. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { beforeAll, describe, expect, it } from "vitest";
import { shopLocalTimestamp } from "../../../core/shop-time";
import { signInAdmin } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/test-checkout";
import { STAFF } from "../../../tests/support/staff";
import { ONE, DUO, testPaymentServer } from "../../../tests/support/test-payment-server";

const { s, pay, checkout, mails } = testPaymentServer();
const GOOD = GOOD_PAYMENT_FORM;

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
    await pay().submitPayment(b, { ...GOOD, email: "Findme@Example.com" });
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
    await pay().submitPayment(sessionId, GOOD);
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
      await pay().submitPayment(sessionId, GOOD);
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
    await pay().submitPayment(sessionId, { ...GOOD, email: "refund@example.com" });
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

describe("the admin's order lookup by number", () => {
  it("answers not found for a number that cannot be one (a NUL byte broke PostgreSQL: 500)", async () => {
    for (const number of ["\u0000", "RR-ABC\u0000", "x".repeat(300)]) {
      await expect(s.ctx.services.orders.getOrderDetailByNumber(number)).rejects.toMatchObject({ code: "not_found" });
    }
  });
});
