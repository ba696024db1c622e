import { describe, expect, it } from "vitest";
import { applyPromo } from "./promo";
import {
  choiceLabel,
  choiceRefusal,
  DEFAULT_SHIPPING_SETTINGS,
  offeredChoices,
  optionCharge,
  parseShippingInput,
  shippingQuote,
  type ShippingSettings,
} from "./shipping";

const tub = { quantity: 1, freeShipping: false, flavor: "Chocolate", shippingCost: 995, unitPrice: 5999 };
const two = { ...tub, quantity: 2 };
const flagged = { ...tub, freeShipping: true };
const d = DEFAULT_SHIPPING_SETTINGS;

function withAu(standard: { price: number | null; freeOver: number | null }): ShippingSettings {
  return { ...d, zones: { ...d.zones, AU: { ...d.zones.AU, standard } } };
}

describe("shipping options", () => {
  it("Standard's default is the shop's usual rule: the product's cost on a single tub, free otherwise", () => {
    const std = d.zones.AU.standard;
    expect(optionCharge(std, [tub], 5999)).toBe(995);
    expect(optionCharge(std, [{ ...tub, shippingCost: 1200 }], 5999)).toBe(1200);
    expect(optionCharge(std, [two], 11998)).toBe(0);
    expect(optionCharge(std, [flagged], 5999)).toBe(0);
    expect(optionCharge(std, [tub, tub], 11998)).toBe(0);
  });

  it("Express costs $14.95 by default, whatever the cart", () => {
    expect(shippingQuote(d, { zone: "AU", method: "express" }, [two], 11998).charge).toBe(1495);
    expect(shippingQuote(d, { zone: "AU", method: "express" }, [tub], 5999).charge).toBe(1495);
  });

  it("an option is free when the subtotal after discount reaches its free-over amount", () => {
    const s = withAu({ price: 800, freeOver: 10000 });
    expect(shippingQuote(s, { zone: "AU", method: "standard" }, [two], 9999).charge).toBe(800);
    expect(shippingQuote(s, { zone: "AU", method: "standard" }, [two], 10000).charge).toBe(0);
  });

  it("New Zealand is offered only when turned on", () => {
    expect(offeredChoices(d).map((c) => c.zone)).toEqual(["AU", "AU"]);
    expect(choiceRefusal(d, { zone: "NZ", method: "standard" })).toBe("We do not ship to New Zealand at the moment");
    const on = { ...d, nzEnabled: true };
    expect(offeredChoices(on)).toHaveLength(4);
    expect(choiceRefusal(on, { zone: "NZ", method: "express" })).toBeNull();
    expect(choiceRefusal(on, { zone: "AU", method: "overnight" as "express" })).toBe(
      "Choose Standard or Express shipping",
    );
  });

  it("a free-shipping code makes Standard free, and takes Standard's cost off Express", () => {
    const code = { kind: "free_shipping" as const, value: 0, productIds: [] };
    const line = { productId: "p", unitPrice: 5999, quantity: 1 };
    const std = applyPromo(code, [line], (after) => shippingQuote(d, { zone: "AU", method: "standard" }, [tub], after));
    expect(std).toMatchObject({ shipping: 995, discount: 995, total: 5999 });
    const exp = applyPromo(code, [line], (after) => shippingQuote(d, { zone: "AU", method: "express" }, [tub], after));
    expect(exp).toMatchObject({ shipping: 1495, discount: 995, total: 5999 + 500 });
  });

  it("the free-over amount is reached after the code's discount, not before", () => {
    const s = withAu({ price: 800, freeOver: 10000 });
    const code = { kind: "fixed" as const, value: 1000, productIds: [] };
    const line = { productId: "p", unitPrice: 10500, quantity: 1 };
    const priced = applyPromo(code, [line], (after) =>
      shippingQuote(s, { zone: "AU", method: "standard" }, [tub], after),
    );
    expect(priced).toMatchObject({ subtotal: 10500, discount: 1000, shipping: 800, total: 10300 });
  });

  it("each radio says the option, its promise in words and its price", () => {
    expect(choiceLabel({ zone: "AU", method: "express" }, 1495)).toBe("Express, 1–2 business days — $14.95");
    expect(choiceLabel({ zone: "AU", method: "standard" }, 0)).toBe("Standard, 2–3 business days — Free");
  });
});

describe("the owner's shipping form", () => {
  const form = (over: Record<string, unknown> = {}) => ({
    nzEnabled: "on",
    zones: {
      AU: { standard: { price: "", freeOver: "" }, express: { price: "14.95", freeOver: "150" } },
      NZ: { standard: { price: "$19.95", freeOver: "" }, express: { price: "34.95", freeOver: "" } },
    },
    ...over,
  });

  it("reads dollars into cents and New Zealand's switch", () => {
    const r = parseShippingInput(form());
    expect(r).toEqual({
      ok: true,
      value: {
        nzEnabled: true,
        packagingGrams: 150,
        zones: {
          AU: {
            standard: { price: null, freeOver: null, byWeight: null },
            express: { price: 1495, freeOver: 15000, byWeight: null },
          },
          NZ: {
            standard: { price: 1995, freeOver: null, byWeight: null },
            express: { price: 3495, freeOver: null, byWeight: null },
          },
        },
      },
    });
  });

  it("refuses a price below zero, a free-over amount without a price and what is not money, each in one sentence", () => {
    const bad = form({
      zones: {
        AU: { standard: { price: "", freeOver: "100" }, express: { price: "-1", freeOver: "" } },
        NZ: { standard: { price: "ten", freeOver: "" }, express: { price: "34.95", freeOver: "1.234" } },
      },
    });
    const r = parseShippingInput(bad);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual({
      "zones.AU.standard.freeOver": "Australia Standard: enter a price before a free-over amount",
      "zones.AU.express.price": "Australia Express: the price cannot be below zero",
      "zones.NZ.standard.price": "New Zealand Standard price: enter an amount in dollars and cents, such as 9.95",
      "zones.NZ.express.freeOver":
        "New Zealand Express free-over amount: enter an amount in dollars and cents, such as 9.95",
    });
  });
});

describe("how an order's views name its shipping", () => {
  const money = { subtotal: 5999, shipping: 1495, total: 7494, gst: 681 };

  it("the summary's shipping row names the option; an older order's says only Shipping", async () => {
    const { orderSummary } = await import("./order-summary");
    const row = (o: Parameters<typeof orderSummary>[0]) => orderSummary(o).rows.find((r) => r.key === "shipping")!;
    expect(row({ ...money, shippingChoice: { zone: "AU", method: "express" } }).label).toBe("Shipping (Express)");
    expect(row({ ...money, shippingChoice: { zone: "NZ", method: "standard" } }).label).toBe(
      "Shipping (New Zealand, Standard)",
    );
    expect(row(money).label).toBe("Shipping");
  });

  it("an order to New Zealand shows no GST row and a total not GST inclusive", async () => {
    const { orderSummary } = await import("./order-summary");
    const nz = orderSummary({ ...money, gst: 0, shippingChoice: { zone: "NZ", method: "express" } });
    expect(nz.rows.map((r) => r.key)).not.toContain("gst");
    expect(nz.rows.find((r) => r.key === "total")!.label).toBe("Total (AUD)");
  });
});
