import { describe, expect, it } from "vitest";
import type { OrderView } from "./order";
import {
  adjustmentNoteView,
  hasAdjustmentNote,
  hasTaxInvoice,
  pdfDownloadHeaders,
  refundGiven,
  taxInvoiceView,
} from "./tax-invoice";

const SELLER = { name: "Rebound Nutrition Pty Ltd", abn: "51 824 753 556", shopName: "Rebound" };
const ZONE = "Australia/Sydney";

function order(over: Partial<OrderView> = {}): OrderView {
  return {
    id: "ord_1",
    number: "RR-ABC234",
    status: "paid",
    currency: "AUD",
    subtotal: 12997,
    shipping: 995,
    total: 13092,
    gst: 1190,
    lines: [
      { productId: "p1", name: "One and Done", flavor: "Orange Crush", unitPrice: 4999, quantity: 2, lineTotal: 9998 },
      {
        productId: "p2",
        name: "Recovery Stack",
        flavor: "",
        unitPrice: 2999,
        quantity: 1,
        lineTotal: 2999,
        subscription: { frequencyWeeks: 4, discountPercent: 10 },
      },
    ],
    email: "alex@example.com",
    customerName: "Alex Buyer",
    shippingAddress: {
      name: "Alex Buyer",
      line1: "5 Queen Street",
      line2: undefined,
      suburb: "Brisbane",
      state: "QLD",
      postcode: "4000",
      country: "AU",
    },
    provider: "test",
    paymentReference: null,
    trackingNumber: null,
    // 10:10 on 28 November in Sydney, still the 27th in UTC: the date is the shop's.
    createdAt: "2026-11-27T23:00:00.000Z",
    paidAt: "2026-11-27T23:10:00.000Z",
    fulfilledAt: null,
    refundReference: null,
    refundedAt: null,
    oversold: false,
    promoCode: "FIVER",
    discount: 900,
    ...over,
  };
}

describe("taxInvoiceView", () => {
  it("holds what a tax invoice needs: title, seller and ABN, date in words, items, totals with GST, buyer", () => {
    const v = taxInvoiceView(order(), SELLER, ZONE);
    expect(v.title).toBe("Tax invoice");
    expect(v.seller).toEqual(SELLER);
    expect(v.number).toBe("RR-ABC234");
    expect(v.dateOfIssue).toBe("28 November 2026");
    expect(v.buyer).toEqual({
      name: "Alex Buyer",
      email: "alex@example.com",
      address: ["Alex Buyer", "5 Queen Street", "Brisbane QLD 4000", "Australia"],
    });
    expect(v.lines).toEqual([
      { description: "One and Done", details: ["Orange Crush"], quantity: 2, unitPrice: "$49.99", amount: "$99.98" },
      {
        description: "Recovery Stack",
        details: ["Subscription · every 4 weeks"],
        quantity: 1,
        unitPrice: "$29.99",
        amount: "$29.99",
      },
    ]);
    expect(v.totals.map((r) => [r.label, r.text])).toEqual([
      ["Subtotal", "$129.97"],
      ["Discount (FIVER)", "-$9.00"],
      ["Shipping", "$9.95"],
      ["Total (AUD, GST inclusive)", "$130.92"],
      ["GST included", "$11.90"],
    ]);
  });

  it("exists only for an order that was paid", () => {
    expect(hasTaxInvoice(order())).toBe(true);
    expect(hasTaxInvoice(order({ status: "fulfilled" }))).toBe(true);
    expect(hasTaxInvoice(order({ status: "refunded" }))).toBe(true);
    for (const status of ["pending", "expired", "cancelled"] as const) {
      expect(hasTaxInvoice(order({ status, paidAt: null })), status).toBe(false);
    }
  });
});

describe("adjustmentNoteView", () => {
  it("is null until the order is refunded", () => {
    expect(adjustmentNoteView(order(), SELLER, ZONE)).toBeNull();
    expect(hasAdjustmentNote(order({ status: "fulfilled" }))).toBe(false);
  });

  it("names the tax invoice it adjusts, the amount refunded and the GST in it (one eleventh, to the cent)", () => {
    const refunded = order({ status: "refunded", refundedAt: "2026-12-01T02:00:00.000Z", refundReference: "re_1" });
    const v = adjustmentNoteView(refunded, SELLER, ZONE)!;
    expect(v.title).toBe("Adjustment note");
    expect(v.invoice).toEqual({ number: "RR-ABC234", dateOfIssue: "28 November 2026", total: "$130.92" });
    expect(v.dateOfIssue).toBe("1 December 2026");
    expect(v.refund).toEqual({ amount: 13092, gst: 1190, amountText: "$130.92", gstText: "$11.90", reference: "re_1" });
  });
});

describe("refundGiven", () => {
  const partials = [
    { amount: 2000, reference: "re_a", at: "2026-12-01T00:00:00.000Z" },
    { amount: 1300, reference: "re_b", at: "2026-12-02T00:00:00.000Z" },
  ];
  it("adds up the partial refunds of an order not refunded whole, under the latest reference", () => {
    expect(refundGiven(order(), [])).toBeNull();
    expect(refundGiven(order(), partials)).toEqual({ amount: 3300, reference: "re_b", at: "2026-12-02T00:00:00.000Z" });
    const note = adjustmentNoteView(order(), SELLER, ZONE, partials)!;
    expect(note.refund).toMatchObject({ amountText: "$33.00", gstText: "$3.00", reference: "re_b" });
    expect(note.dateOfIssue).toBe("2 December 2026");
  });
  it("is the whole order once it is refunded, whatever was refunded in part before", () => {
    const refunded = order({ status: "refunded", refundedAt: "2026-12-03T00:00:00.000Z", refundReference: "re_c" });
    expect(refundGiven(refunded, partials)).toEqual({
      amount: 13092,
      reference: "re_c",
      at: "2026-12-03T00:00:00.000Z",
    });
  });
});

it("answers a PDF as a private download that no cache keeps", () => {
  expect(pdfDownloadHeaders("Rebound-tax-invoice-RR-ABC234.pdf")).toMatchObject({
    "Content-Type": "application/pdf",
    "Content-Disposition": 'attachment; filename="Rebound-tax-invoice-RR-ABC234.pdf"',
    "Cache-Control": "private, no-store",
  });
});
