import { describe, expect, it } from "vitest";
import { applyPromo } from "./promo";
import { orderSummary } from "./order-summary";

const rowsOf = (s: ReturnType<typeof orderSummary>) => s.rows.map((r) => [r.label, r.text]);

describe("orderSummary", () => {
  // Each order priced as checkout prices it (applyPromo), then summarised as every view shows it.
  const cases = [
    {
      name: "10 % off a $89.99 pack, free shipping",
      promo: { kind: "percent", value: 10, productIds: [] },
      code: "TENOFF",
      lines: [{ productId: "dynamic-duo", unitPrice: 8999, quantity: 1 }],
      shipping: 0,
      rows: [
        ["Subtotal", "$89.99"],
        ["Discount (TENOFF)", "-$9.00"],
        ["Shipping", "Free"],
        ["Total (AUD, GST inclusive)", "$80.99"],
        ["GST included", "$7.36"],
      ],
    },
    {
      name: "$5 off a single tub with shipping",
      promo: { kind: "fixed", value: 500, productIds: [] },
      code: "FIVER",
      lines: [{ productId: "one-and-done", unitPrice: 4999, quantity: 1 }],
      shipping: 995,
      rows: [
        ["Subtotal", "$49.99"],
        ["Discount (FIVER)", "-$5.00"],
        ["Shipping", "$9.95"],
        ["Total (AUD, GST inclusive)", "$54.94"],
        ["GST included", "$4.99"],
      ],
    },
    {
      name: "free shipping code takes the shipping off",
      promo: { kind: "free_shipping", value: 0, productIds: [] },
      code: "SHIPFREE",
      lines: [{ productId: "one-and-done", unitPrice: 4999, quantity: 1 }],
      shipping: 995,
      rows: [
        ["Subtotal", "$49.99"],
        ["Discount (SHIPFREE)", "-$9.95"],
        ["Shipping", "$9.95"],
        ["Total (AUD, GST inclusive)", "$49.99"],
        ["GST included", "$4.54"],
      ],
    },
    {
      name: "no code: no discount row",
      promo: null,
      code: null,
      lines: [{ productId: "one-and-done", unitPrice: 4999, quantity: 2 }],
      shipping: 0,
      rows: [
        ["Subtotal", "$99.98"],
        ["Shipping", "Free"],
        ["Total (AUD, GST inclusive)", "$99.98"],
        ["GST included", "$9.09"],
      ],
    },
  ] as const;

  it.each(cases)("$name", (c) => {
    const priced = c.promo
      ? applyPromo({ ...c.promo, productIds: [] }, c.lines, c.shipping)
      : { subtotal: 9998, shipping: 0, discount: 0, total: 9998, gst: 909 };
    const summary = orderSummary({ ...priced, promoCode: c.code });
    expect(rowsOf(summary)).toEqual(c.rows);
    expect(summary.addsUp).toBe(true);
    const sum = summary.rows.filter((r) => r.key !== "total" && r.key !== "gst").reduce((a, r) => a + r.amount, 0);
    expect(sum).toBe(summary.total);
  });

  it("gives CSV amounts with a plain minus and says when a stored order does not add up", () => {
    const s = orderSummary({ subtotal: 8999, shipping: 0, total: 8999, gst: 818, promoCode: "X", discount: 900 });
    expect(s.rows.find((r) => r.key === "discount")?.plain).toBe("-9.00");
    expect(s.addsUp).toBe(false);
  });

  it("names a discount without a stored code plainly and ignores a negative discount", () => {
    expect(orderSummary({ subtotal: 100, shipping: 0, total: 90, gst: 8, discount: 10 }).rows[1]?.label).toBe(
      "Discount",
    );
    expect(orderSummary({ subtotal: 100, shipping: 0, total: 100, gst: 9, discount: -5 }).discount).toBe(0);
  });
});
