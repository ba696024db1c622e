import { describe, expect, it } from "vitest";
import { CURRENCY } from "../../../core/constants";
import type { OrderView } from "../../../core/order";
import { testSeller } from "../../../tests/support/seller";
import { plainBrand } from "../../infra/mail/email-brand";
import { resolveEmailHtml } from "../../infra/mail/html";
import { confirmationMail, fulfilmentMail, refundMail, type Seller } from "./order.emails";

const seller: Seller = testSeller();
/** The HTML as queued: drawn in the frame with the seller's contact link. */
const htmlOf = async (mail: { html?: unknown }) =>
  (await resolveEmailHtml(mail.html as string, plainBrand("Rebound", "https://shop.example.com.au")))!;

const order: OrderView = {
  id: "ord_1",
  number: "RR-ABC234",
  status: "refunded",
  currency: CURRENCY,
  subtotal: 8999,
  shipping: 0,
  total: 8999,
  gst: 818,
  lines: [
    {
      productId: "dynamic-duo",
      name: "Dynamic Duo Recovery",
      flavor: "Lemon Squash, Orange Crush",
      unitPrice: 8999,
      quantity: 1,
      lineTotal: 8999,
    },
  ],
  email: "jo@example.com",
  customerName: "Jo <Shopper>",
  shippingAddress: {
    name: "Jo",
    line1: "1 George St",
    line2: undefined,
    suburb: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  },
  provider: "test",
  paymentReference: "test_ch_1",
  trackingNumber: "AP123",
  createdAt: "2026-11-20T01:00:00.000Z",
  paidAt: "2026-11-20T01:00:00.000Z",
  fulfilledAt: "2026-11-21T01:00:00.000Z",
  refundReference: "test_re_1",
  refundedAt: "2026-11-22T01:00:00.000Z",
  oversold: false,
  promoCode: null,
  discount: 0,
};

describe("order e-mails", () => {
  it.each([
    ["confirmation", confirmationMail(order, seller)],
    ["dispatch", fulfilmentMail(order, seller)],
    ["refund", refundMail(order, seller)],
  ])("the %s e-mail goes to the customer, escapes what they typed and links to the contact page", async (_k, mail) => {
    expect(mail.to).toBe("jo@example.com");
    const html = await htmlOf(mail);
    expect(html).toContain("Jo &lt;Shopper&gt;");
    expect(html).not.toContain("<Shopper>");
    expect(html).toMatch(/<a [^>]*href="https:\/\/shop.example.com.au\/contact"[^>]*>Contact us<\/a>/);
    expect(html).toMatch(/^<!DOCTYPE html[^>]*><html dir="ltr" lang="en-AU">[\s\S]*<\/body><\/html>$/);
  });

  it("says where to manage a subscription in words, linked in the HTML, never as a bare address", async () => {
    const mail = confirmationMail(order, seller, [
      { number: "S123456", frequencyWeeks: 4, nextChargeOn: "2026-12-18" },
    ]);
    expect(mail.text).toContain(
      "Skip, change or cancel online at any time in your account, under Subscriptions: https://shop.example.com.au/account/subscriptions",
    );
    expect(await htmlOf(mail)).toMatch(
      /in your account, under <a href="https:\/\/shop.example.com.au\/account\/subscriptions"[^>]*>Subscriptions<\/a>\./,
    );
  });

  it("keeps the invoice table's cells apart when its HTML is read as text", async () => {
    const mail = confirmationMail(order, seller);
    // What a mail client's text view or preview reads: the tags gone, nothing else added.
    const asText = (await htmlOf(mail)).replace(/<[^>]+>/g, "");
    expect(asText).toMatch(/1 × Dynamic Duo Recovery \(Lemon Squash, Orange Crush\)\s+\$89\.99 each\s+\$89\.99/);
    expect(asText).toMatch(/GST included\s+\$8\.18/);
    expect(asText).toMatch(/Invoice number\s+RR-ABC234/);
  });

  it("the confirmation is a tax invoice: the words, the seller and ABN, GST included", async () => {
    const mail = confirmationMail(order, seller);
    expect(mail.subject).toBe("Your Rebound order RR-ABC234 (tax invoice)");
    expect(mail.text).toContain("TAX INVOICE");
    expect(mail.text).toContain("ABN 51 824 753 556");
    expect(await htmlOf(mail)).toContain("$8.18");
  });

  it("names the card paid with, not the provider's charge id", async () => {
    const mail = confirmationMail({ ...order, paymentReference: "test_ch_0a1b (Visa •••• 4242)" }, seller);
    expect(mail.text).toContain("Paid with: Visa •••• 4242");
    expect(await htmlOf(mail)).toMatch(/Paid with <\/th><td[^>]*>Visa •••• 4242/);
    expect(mail.text + (await htmlOf(mail))).not.toContain("test_ch_");
  });

  it("with a promo code, the tax invoice shows the code, the discount and the GST of the discounted total", async () => {
    const mail = confirmationMail({ ...order, promoCode: "SAVE10", discount: 900, total: 8099, gst: 736 }, seller);
    expect(mail.text).toContain("Discount (SAVE10): -$9.00");
    expect(mail.text).toContain("Total (AUD, GST inclusive): $80.99");
    expect(mail.text).toContain("GST included: $7.36");
    expect(await htmlOf(mail)).toMatch(
      /data-summary-row="discount"><td[^>]*>Discount \(SAVE10\) <\/td><td[^>]*>-\$9\.00/,
    );
    expect(confirmationMail(order, seller).text).not.toContain("Discount");
  });

  it("the refund notice names the amount, the card and the reference", async () => {
    const mail = refundMail(order, seller);
    expect(mail.subject).toBe("Your Rebound order RR-ABC234 has been refunded");
    expect(mail.text).toContain("We've refunded $89.99 (AUD, GST inclusive)");
    expect(mail.text).toContain("Refund reference: test_re_1");
    expect(await htmlOf(mail)).toContain("We&#x27;ve refunded $89.99 (AUD, GST inclusive)");
  });
});

describe("what the confirmation is, by the seller's details", () => {
  it("is a tax invoice with the ABN and the GST for a registered seller", async () => {
    const mail = confirmationMail(order, seller);
    expect(mail.subject).toContain("(tax invoice)");
    expect(mail.text).toContain("TAX INVOICE");
    expect(await htmlOf(mail)).toContain("ABN 51 824 753 556");
    expect(mail.text).toContain("GST included: $8.18");
  });

  it("is an 'Invoice' with no GST for a seller not registered for GST", async () => {
    const mail = confirmationMail(order, testSeller({ gstRegistered: false, abn: "", document: "invoice" }));
    expect(mail.subject).toContain("(invoice)");
    expect(await htmlOf(mail)).toMatch(/<h1[^>]*>Invoice<\/h1>/);
    for (const body of [mail.text, await htmlOf(mail)]) {
      expect(body).not.toMatch(/tax invoice/i);
      expect(body).not.toContain("GST");
      expect(body).not.toContain("ABN");
    }
    expect(mail.text).toContain("Total (AUD): $89.99");
  });

  it("names no ABN and is no tax invoice when the shop takes real money without one", async () => {
    const mail = confirmationMail(order, testSeller({ abn: "00 000 000 000", document: "confirmation" }));
    expect(mail.subject).not.toMatch(/invoice/i);
    expect(mail.text).not.toContain("TAX INVOICE");
    expect(await htmlOf(mail)).not.toContain(">Tax invoice<");
    for (const body of [mail.text, await htmlOf(mail)]) {
      expect(body).not.toContain("ABN");
      expect(body).not.toContain("Invoice number");
    }
    expect(mail.text).toContain("Order number: RR-ABC234");
    expect(mail.text).toContain("need a tax invoice");
  });
});
