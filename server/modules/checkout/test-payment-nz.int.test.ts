// An order to New Zealand paid on the test payment page: the page asks for a New Zealand address,
// the order completes, and every view of it (confirmation page, e-mail, invoice, admin, packing
// slip, CSV) says New Zealand and charges no GST. An address in another country than the order's
// shipping, or New Zealand after the shop stopped shipping there, is refused and changes nothing.
// SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/payment-form";
import { pageAppOptions } from "../../../tests/support/page-build";
import { hasRow, pdfText } from "../../../tests/support/pdf";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({
    app: await pageAppOptions(),
    env: { CHECKOUT_RATE_LIMIT: "0", SELLER_NAME: "Rebound Nutrition Pty Ltd", SELLER_ABN: "51 824 753 556" },
  });
  admin = await signInAdmin(s);
  await shipToNz(true);
});
afterAll(() => s.close());

async function shipToNz(nzEnabled: boolean) {
  await s.ctx.services.settings.shipping.save(
    {
      nzEnabled,
      zones: {
        AU: { standard: { price: "", freeOver: "" }, express: { price: "14.95", freeOver: "" } },
        NZ: { standard: { price: "19.95", freeOver: "" }, express: { price: "34.95", freeOver: "" } },
      },
    },
    STAFF,
  );
}

const NZ_ADDRESS = {
  name: "Aroha Smith",
  line1: "12 Ponsonby Road",
  line2: "Grey Lynn",
  city: "Auckland",
  postcode: "1021",
  country: "NZ",
};
const AU_ADDRESS = { suburb: GOOD_PAYMENT_FORM.suburb, state: GOOD_PAYMENT_FORM.state, country: "AU" };
const CARD = {
  cardNumber: GOOD_PAYMENT_FORM.cardNumber,
  cardExpiry: GOOD_PAYMENT_FORM.cardExpiry,
  cardCvc: GOOD_PAYMENT_FORM.cardCvc,
  cardName: "Aroha Smith",
};

async function startOrder(zone: "AU" | "NZ", method = "express") {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      cart: [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }],
      shipping: { zone, method },
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url.split("/").pop()!;
}

const pay = (sessionId: string, fields: Record<string, string>) =>
  fetch(`${s.url}/pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: s.url },
    body: new URLSearchParams(fields).toString(),
  });
const text = async (path: string, headers: Record<string, string> = {}) =>
  (await (await fetch(`${s.url}${path}`, { headers })).text()).replaceAll("<!-- -->", "");

describe("the test payment page to New Zealand", () => {
  it("asks for a New Zealand address: no state, a town or city, and says where it ships", async () => {
    const html = await text(`/pay/${await startOrder("NZ")}`);
    expect(html).toContain('value="New Zealand"');
    expect(html).toContain("We ship this order to New Zealand.");
    expect(html).toContain("Town or city");
    expect(html).not.toContain('name="state"');
    const au = await text(`/pay/${await startOrder("AU")}`);
    expect(au).toContain('value="Australia"');
    expect(au).toContain('name="state"');
  });

  it("completes an order with a New Zealand address, and every view says New Zealand with no GST", async () => {
    const sessionId = await startOrder("NZ");
    const email = "aroha@example.co.nz";
    const res = await pay(sessionId, { ...CARD, ...NZ_ADDRESS, email });
    expect(res.status).toBe(302);
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    expect(order).toMatchObject({ status: "paid", gst: 0, shipping: 3495 });
    expect(order.shippingAddress).toEqual(NZ_ADDRESS);

    // The confirmation page, to someone holding its link (the town only) …
    const success = await text(`/success?session_id=${sessionId}`);
    expect(success).toContain("Auckland 1021, New Zealand");
    expect(success).not.toContain("GST inc");
    // … the e-mail …
    const mail = await s.ctx.db.selectFrom("mail_outbox").select(["text", "subject"]).where("to", "=", email).execute();
    const confirmation = mail.find((m) => m.text.includes("Auckland 1021"));
    expect(confirmation?.text).toContain("New Zealand");
    expect(confirmation?.text).not.toContain("Australia\n");
    expect(confirmation?.text).not.toContain("GST inc");
    // … the admin's order page, the packing slip and the CSV …
    const screen = await text(`/admin/orders/${order.number}`, admin);
    expect(screen).toContain("Auckland 1021");
    expect(screen).toContain("New Zealand");
    expect(screen).toContain("Total (AUD)");
    expect(screen).not.toContain("GST inc");
    const slip = await text(`/admin/orders/packing-slips?n=${order.number}`, admin);
    expect(slip).toContain("Auckland 1021");
    expect(slip).toContain("New Zealand");
    const csv = await text(`/api/admin/orders/export.csv?q=${order.number}`, admin);
    expect(csv).toContain("Grey Lynn, Auckland 1021, New Zealand");
    // … and the tax invoice PDF.
    const pdf = await fetch(`${s.url}/api/admin/orders/${order.id}/invoice.pdf`, { headers: admin });
    const invoice = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(invoice).toContain("Auckland 1021");
    expect(invoice).toContain("New Zealand");
    expect(invoice).toContain("GST-free export");
    expect(hasRow(invoice, "GST included", "$0.00")).toBe(false);
  });
});

describe("an address in another country than the order ships to", () => {
  async function refused(sessionId: string, fields: Record<string, string>, message: RegExp | string) {
    const before = await s.ctx.services.orders.findOrderBySession(sessionId);
    const res = await pay(sessionId, { ...CARD, email: "mismatch@example.com", ...fields });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(message);
    const after = await s.ctx.services.orders.findOrderBySession(sessionId);
    expect(after).toEqual(before);
    expect(after?.status).toBe("pending");
  }

  it("refuses a New Zealand address on an order priced for Australia", async () => {
    await refused(await startOrder("AU"), NZ_ADDRESS, "This order ships within Australia");
  });

  it("refuses an Australian address on an order priced for New Zealand", async () => {
    const { suburb, state, country } = AU_ADDRESS;
    const fields = { name: "Sam", line1: "1 George Street", suburb, state, postcode: "2000", country };
    await refused(await startOrder("NZ"), fields, "This order ships to New Zealand");
  });

  it("refuses New Zealand once the shop has stopped shipping there", async () => {
    const sessionId = await startOrder("NZ");
    await shipToNz(false);
    try {
      await refused(sessionId, NZ_ADDRESS, "We do not ship to New Zealand at the moment");
    } finally {
      await shipToNz(true);
    }
  });
});
