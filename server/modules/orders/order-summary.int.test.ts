// Every view of an order shows the same money from one summary (core/order-summary.ts):
// /success, the account's order and tax invoice pages, the invoice e-mail (text and HTML), the
// admin's order and the CSV. Orders are placed with a percentage, a fixed and a free-shipping code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAmount } from "../../../core/money";
import { orderSummary } from "../../../core/order-summary";
import { FORM, form, signInCustomer } from "../../../tests/support/customer";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/test-checkout";
import { hasRow, pdfText } from "../../../tests/support/pdf";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true" } });
  await s.ctx.services.promotions.createPromo({ code: "TENOFF", kind: "percent", value: 10 }, STAFF);
  await s.ctx.services.promotions.createPromo({ code: "FIVER", kind: "fixed", value: 500 }, STAFF);
  await s.ctx.services.promotions.createPromo({ code: "SHIPFREE", kind: "free_shipping", value: 0 }, STAFF);
});
afterAll(() => s.close());

type Rows = Record<string, [label: string, text: string]>;

/** The summary rows a page rendered: `data-summary-row` on each, its label then its amount. */
function pageRows(html: string): Rows {
  const clean = html.replaceAll("<!-- -->", "");
  const rows: Rows = {};
  const re =
    /data-summary-row="(\w+)"[^>]*>\s*<(?:dt|th|td)[^>]*>(.*?)<\/(?:dt|th|td)>\s*<(?:dd|td)[^>]*>(.*?)<\/(?:dd|td)>/g;
  for (const m of clean.matchAll(re)) {
    const strip = (t: string) => t.replace(/<[^>]+>/g, "").trim();
    rows[m[1]!] = [strip(m[2]!), strip(m[3]!)];
  }
  return rows;
}

async function placeWithCode(cart: unknown[], promoCode: string, email: string, shipping?: unknown) {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart, promoCode, ...(shipping ? { shipping } : {}) }),
  });
  expect(res.status).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  const paid = await fetch(`${s.url}/pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...FORM, origin: s.url },
    body: form({ ...GOOD_PAYMENT_FORM, email }),
  });
  expect(paid.status).toBe(302);
  return { sessionId, order: (await s.ctx.services.orders.findOrderBySession(sessionId))! };
}

let n = 0;
const page = async (path: string, cookie?: string) => {
  const res = await fetch(`${s.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("an order's money on every view", () => {
  const cases = [
    {
      name: "TENOFF",
      code: "TENOFF",
      cart: [{ id: "dynamic-duo", quantity: 1, flavor: "Lemon Squash, Orange Crush" }],
      expected: { subtotal: 8999, discount: 900, shipping: 0, total: 8099 },
    },
    {
      name: "FIVER",
      code: "FIVER",
      cart: [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }],
      expected: { subtotal: 4999, discount: 500, shipping: 995, total: 5494 },
    },
    {
      name: "SHIPFREE",
      code: "SHIPFREE",
      cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }],
      expected: { subtotal: 4999, discount: 995, shipping: 995, total: 4999 },
    },
    {
      // Not the usual option: every view names it in the shipping row, and the CSV has its name.
      name: "FIVER with Express",
      code: "FIVER",
      shipping: { zone: "AU", method: "express" },
      cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }],
      expected: { subtotal: 4999, discount: 500, shipping: 1495, total: 5994 },
    },
  ];

  it.each(cases)("$name: success, account order, invoice, e-mail, admin and CSV agree and add up", async (c) => {
    const email = `summary-${c.code.toLowerCase()}${c.shipping ? `-${c.shipping.method}` : ""}@example.com`;
    const { sessionId, order } = await placeWithCode(c.cart, c.code, email, c.shipping);
    const e = c.expected;
    expect(order).toMatchObject({ ...e, promoCode: c.code });
    expect(e.subtotal - e.discount + e.shipping).toBe(e.total);
    expect(order.gst).toBe(Math.round(e.total / 11));

    const summary = orderSummary(order);
    expect(summary.addsUp).toBe(true);
    const want: Rows = Object.fromEntries(summary.rows.map((r) => [r.key, [r.label, r.text]]));
    expect(Object.keys(want)).toEqual(["subtotal", "discount", "shipping", "total", "gst"]);
    expect(want.discount).toEqual([`Discount (${c.code})`, `-$${formatAmount(e.discount)}`]);
    expect(want.shipping![0]).toBe(c.shipping ? "Shipping (Express)" : "Shipping");

    const customer = await signInCustomer(s, email, `192.0.2.${++n}`);
    const admin = (await signInAdmin(s)).cookie!;
    const views: Record<string, Rows> = {
      success: pageRows(await page(`/success?session_id=${sessionId}`)),
      account: pageRows(await page(`/account/orders/${order.number}`, customer)),
      invoice: pageRows(await page(`/account/orders/${order.number}/invoice`, customer)),
      admin: pageRows(await page(`/admin/orders/${order.number}`, admin)),
    };
    const mail = await s.ctx.db
      .selectFrom("mail_outbox")
      .select(["text", "html"])
      .where("to", "=", email)
      .where("subject", "like", "%tax invoice%")
      .executeTakeFirstOrThrow();
    views.mailHtml = pageRows(mail.html!);
    for (const [view, rows] of Object.entries(views)) expect(rows, view).toEqual(want);
    for (const [label, text] of Object.values(want)) expect(mail.text).toContain(`${label}: ${text}`);

    const csv = await page(`/api/admin/orders/export.csv?q=${order.number}`, admin);
    const [header, row] = csv.split("\r\n").map((l) => l.slice(1, -1).split('","'));
    const col = (name: string) => row![header!.indexOf(name)];
    expect(col("Subtotal (AUD)")).toBe(formatAmount(e.subtotal));
    expect(col("Promo code")).toBe(c.code);
    expect(col("Discount (AUD)")).toBe(formatAmount(e.discount));
    expect(col("Shipping (AUD)")).toBe(formatAmount(e.shipping));
    expect(col("Total incl. GST (AUD)")).toBe(formatAmount(e.total));
    expect(col("GST included (AUD)")).toBe(formatAmount(order.gst));
    expect(col("Shipping method")).toBe(c.shipping ? "Express" : "Standard");

    const pdf = await fetch(`${s.url}/account/orders/${order.number}/invoice.pdf`, { headers: { cookie: customer } });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(hasRow(text, want.shipping![0], want.shipping![1])).toBe(true);
  });
});
