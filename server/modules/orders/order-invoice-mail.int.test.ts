// The confirmation e-mail carries the tax invoice as a PDF, and the refund notice the adjustment
// note, as a real SMTP server receives them: the outbox row keeps only which order's document it
// is, and the file is made from the order when the message is sent.
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatPrice } from "../../../core/money";
import { placePaidOrder } from "../../../tests/support/customer";
import { waitFor } from "../../../tests/support/customer-forms";
import { pageAppOptions } from "../../../tests/support/page-build";
import { hasRow, pdfText } from "../../../tests/support/pdf";
import { startSmtp } from "../../../tests/support/smtp";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let s: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({
    app: await pageAppOptions(),
    env: { SMTP_URL: smtp.url, SELLER_NAME: "Rebound Nutrition Pty Ltd", SELLER_ABN: "51 824 753 556" },
  });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

/** The MIME part with this filename, decoded: its headers and its bytes. */
function attachment(raw: string, filename: string): { headers: string; content: Buffer } | null {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!part) return null;
  const [headers, body] = part.split(/\r?\n\r?\n/, 2) as [string, string];
  return { headers, content: Buffer.from(body.replace(/\r?\n--[\s\S]*$/, ""), "base64") };
}

async function received(to: string, subject: RegExp) {
  return waitFor(async () => smtp.received.find((m) => m.to.includes(to) && subject.test(m.raw)), 10_000);
}

it("attaches the tax invoice PDF to the confirmation e-mail, rendered from the order when sent", async () => {
  const email = "pdf-mail@example.com";
  const { number } = await placePaidOrder(s, { email });
  const order = await s.ctx.services.orders.getOrderDetailByNumber(number);
  const row = await s.ctx.db
    .selectFrom("mail_outbox")
    .select(["attachments", "subject"])
    .where("to", "=", email)
    .where("subject", "like", "%tax invoice%")
    .executeTakeFirstOrThrow();
  expect(JSON.parse(row.attachments!)).toEqual([{ kind: "tax-invoice-pdf", ref: order.id }]);

  const mail = await received(email, /tax invoice/);
  const pdf = attachment(mail.raw, `Rebound-tax-invoice-${number}.pdf`);
  expect(pdf, "the PDF part").not.toBeNull();
  expect(pdf!.headers).toMatch(/Content-Type: application\/pdf/i);
  expect(pdf!.headers).toMatch(/Content-Disposition: attachment/i);
  const text = pdfText(pdf!.content);
  expect(text).toContain("Tax invoice");
  expect(text).toContain("ABN 51 824 753 556");
  expect(hasRow(text, "Invoice number", number)).toBe(true);
  expect(hasRow(text, "Total (AUD, GST inclusive)", formatPrice(order.total))).toBe(true);
  expect(hasRow(text, "GST included", formatPrice(order.gst))).toBe(true);
});

it("attaches the adjustment note PDF to the refund notice", async () => {
  const email = "pdf-refund@example.com";
  const { number } = await placePaidOrder(s, { email });
  const order = await s.ctx.services.orders.getOrderDetailByNumber(number);
  await s.ctx.services.orders.refundOrder(order.id, "", STAFF);
  const mail = await received(email, /has been refunded/);
  const pdf = attachment(mail.raw, `Rebound-adjustment-note-${number}.pdf`);
  expect(pdf, "the PDF part").not.toBeNull();
  const text = pdfText(pdf!.content);
  expect(text).toContain("Adjustment note");
  expect(hasRow(text, "Tax invoice", number)).toBe(true);
  expect(hasRow(text, "Amount refunded (AUD, GST inclusive)", formatPrice(order.total))).toBe(true);
  expect(hasRow(text, "GST refunded", formatPrice(Math.round(order.total / 11)))).toBe(true);
});
