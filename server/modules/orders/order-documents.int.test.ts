// The tax invoice and adjustment note as PDFs, through the real routes: the shopper's own
// (signed in), the staff's (by role), the words a tax invoice must hold as a reader extracts them,
// and the answers for an order that is someone else's, unpaid or not refunded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../../core/money";
import { formatShopDate } from "../../../core/shop-time";
import { signInAdmin } from "../../../tests/support/admin";
import { placePaidOrder, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { hasRow, pdfText } from "../../../tests/support/pdf";
import { STAFF } from "../../../tests/support/staff";
import { startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

const SELLER = { SELLER_NAME: "Rebound Nutrition Pty Ltd", SELLER_ABN: "51 824 753 556" };
const CART = [
  { id: "one-and-done", quantity: 2, flavor: "Orange Crush" },
  { id: "dynamic-duo", quantity: 1, flavor: "Lemon Squash, Orange Crush" },
];

let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true", ...SELLER } });
  admin = await signInAdmin(s);
});
afterAll(() => s.close());

let n = 0;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.url}${path}`, { headers, redirect: "manual" });
const pdfOf = async (res: Response) => pdfText(new Uint8Array(await res.arrayBuffer()));

async function paidOrder(email: string) {
  const { number } = await placePaidOrder(s, { email, cart: CART });
  const order = await s.ctx.services.orders.getOrderDetailByNumber(number);
  const cookie = await signInCustomer(s, email, `192.0.2.${++n}`);
  return { order, cookie };
}

function expectPdfDownload(res: Response, filename: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${filename}"`);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
}

describe("the tax invoice PDF", () => {
  it("is the owner's download, holding every word and amount a tax invoice needs", async () => {
    const { order, cookie } = await paidOrder("invoice-owner@example.com");
    const res = await get(`/account/orders/${order.number}/invoice.pdf`, { cookie });
    expectPdfDownload(res, `Rebound-tax-invoice-${order.number}.pdf`);
    const text = await pdfOf(res);

    expect(text).toContain("Tax invoice");
    expect(text).toContain("Rebound Nutrition Pty Ltd");
    expect(text).toContain("ABN 51 824 753 556");
    const issued = formatShopDate(order.paidAt!, s.ctx.config.shopTimeZone);
    expect(issued).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(hasRow(text, "Date of issue", issued)).toBe(true);
    expect(hasRow(text, "Invoice number", order.number)).toBe(true);
    expect(order.lines).toHaveLength(2);
    for (const l of order.lines) {
      expect(hasRow(text, l.name, String(l.quantity), formatPrice(l.unitPrice), formatPrice(l.lineTotal))).toBe(true);
      expect(text).toContain(l.flavor);
    }
    expect(hasRow(text, "Subtotal", formatPrice(order.subtotal))).toBe(true);
    expect(hasRow(text, "Shipping", order.shipping === 0 ? "Free" : formatPrice(order.shipping))).toBe(true);
    expect(hasRow(text, "Total (AUD, GST inclusive)", formatPrice(order.total))).toBe(true);
    expect(order.gst).toBe(Math.round(order.total / 11));
    expect(hasRow(text, "GST included", formatPrice(order.gst))).toBe(true);
    expect(text).toContain("Sam Citizen");
    expect(text).toContain("1 George Street");
  });

  it("is offered on the invoice page, and someone else's order's PDF is not found", async () => {
    const { order, cookie } = await paidOrder("invoice-page@example.com");
    const other = await placePaidOrder(s, { email: "invoice-other@example.com" });
    const page = (await (await get(`/account/orders/${order.number}/invoice`, { cookie })).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(page).toContain(`href="/account/orders/${order.number}/invoice.pdf"`);
    expect(page).toContain("Download PDF");
    // Not refunded: no adjustment note on offer, and none to download.
    expect(page).not.toContain("adjustment-note.pdf");
    const none = await get(`/account/orders/${order.number}/adjustment-note.pdf`, { cookie });
    expect(none.status).toBe(404);
    expect(await none.text()).toBe(`Order ${order.number} has no adjustment note: it has not been refunded.`);

    const theirs = await get(`/account/orders/${other.number}/invoice.pdf`, { cookie });
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get("content-type")).not.toContain("pdf");
    expect((await get(`/account/orders/${other.number}/adjustment-note.pdf`, { cookie })).status).toBe(404);
    // Without a session: the sign-in page, not the file.
    const visitor = await get(`/account/orders/${order.number}/invoice.pdf`);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/account/sign-in");
  });

  it("is the staff's download from the order, refused without a staff session", async () => {
    const { order } = await paidOrder("invoice-staff@example.com");
    const res = await get(`/api/admin/orders/${order.id}/invoice.pdf`, admin);
    expectPdfDownload(res, `Rebound-tax-invoice-${order.number}.pdf`);
    expect(hasRow(await pdfOf(res), "Invoice number", order.number)).toBe(true);
    expect((await get(`/api/admin/orders/${order.id}/invoice.pdf`)).status).toBe(401);

    const screen = await (await get(`/admin/orders/${order.number}`, admin)).text();
    expect(screen).toContain(`href="/api/admin/orders/${order.id}/invoice.pdf"`);
  });

  it("does not exist for an order that was never paid", async () => {
    const sessionId = await startCheckout(s.url, CART);
    const unpaid = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    expect(unpaid.status).toBe("pending");
    const res = await get(`/api/admin/orders/${unpaid.id}/invoice.pdf`, admin);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe(
      `Order ${unpaid.number} has no tax invoice: it has not been paid.`,
    );
  });
});

describe("the adjustment note PDF", () => {
  it("refers to the tax invoice and states the amount refunded and its GST", async () => {
    const { order, cookie } = await paidOrder("adjusted@example.com");
    await s.ctx.services.orders.refundOrder(order.id, "Damaged in transit", STAFF);
    const refunded = await s.ctx.services.orders.getOrderDetail(order.id);

    const res = await get(`/account/orders/${order.number}/adjustment-note.pdf`, { cookie });
    expectPdfDownload(res, `Rebound-adjustment-note-${order.number}.pdf`);
    const text = await pdfOf(res);
    expect(text).toContain("Adjustment note");
    expect(text).toContain("Rebound Nutrition Pty Ltd");
    expect(text).toContain("ABN 51 824 753 556");
    const zone = s.ctx.config.shopTimeZone;
    expect(hasRow(text, "Date of issue", formatShopDate(refunded.refundedAt!, zone))).toBe(true);
    expect(hasRow(text, "Tax invoice", order.number)).toBe(true);
    expect(hasRow(text, "Invoice date", formatShopDate(order.paidAt!, zone))).toBe(true);
    expect(hasRow(text, "Amount refunded (AUD, GST inclusive)", formatPrice(order.total))).toBe(true);
    expect(hasRow(text, "GST refunded", formatPrice(Math.round(order.total / 11)))).toBe(true);
    expect(hasRow(text, "Refund reference", refunded.refundReference!)).toBe(true);
    expect(text).toContain("Sam Citizen");

    const page = await (await get(`/account/orders/${order.number}/invoice`, { cookie })).text();
    expect(page).toContain(`href="/account/orders/${order.number}/adjustment-note.pdf"`);
    const staff = await get(`/api/admin/orders/${order.id}/adjustment-note.pdf`, admin);
    expectPdfDownload(staff, `Rebound-adjustment-note-${order.number}.pdf`);
    // The refunded order's tax invoice stays: the note adjusts it, it does not replace it.
    expect((await get(`/api/admin/orders/${order.id}/invoice.pdf`, admin)).status).toBe(200);
  });

  it("states a partial refund made at the provider: its amount, its GST and its reference", async () => {
    const { order, cookie } = await paidOrder("partly@example.com");
    const before = await get(`/account/orders/${order.number}/adjustment-note.pdf`, { cookie });
    expect(before.status).toBe(404);
    expect(await before.text()).toBe(`Order ${order.number} has no adjustment note: it has not been refunded.`);

    const refund = { provider: "test", type: "charge.refunded", orderId: order.id, full: false };
    await s.ctx.services.orders.providerRefunded({ ...refund, eventId: "evt_p1", reference: "re_part1", amount: 2000 });
    await s.ctx.services.orders.providerRefunded({ ...refund, eventId: "evt_p2", reference: "re_part2", amount: 1300 });

    const page = await (await get(`/account/orders/${order.number}/invoice`, { cookie })).text();
    expect(page).toContain(`href="/account/orders/${order.number}/adjustment-note.pdf"`);
    const res = await get(`/account/orders/${order.number}/adjustment-note.pdf`, { cookie });
    expectPdfDownload(res, `Rebound-adjustment-note-${order.number}.pdf`);
    const text = await pdfOf(res);
    expect(text).toContain("Adjustment note");
    expect(hasRow(text, "Tax invoice total (AUD, GST inclusive)", formatPrice(order.total))).toBe(true);
    expect(hasRow(text, "Amount refunded (AUD, GST inclusive)", "$33.00")).toBe(true);
    expect(hasRow(text, "GST refunded", "$3.00")).toBe(true);
    expect(hasRow(text, "Refund reference", "re_part2")).toBe(true);
    const screen = await (await get(`/admin/orders/${order.number}`, admin)).text();
    expect(screen).toContain(`href="/api/admin/orders/${order.id}/adjustment-note.pdf"`);
  });
});
