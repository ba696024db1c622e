import { describe, expect, it } from "vitest";
import { DEFAULT_SHIPPING_SETTINGS, optionCharge, parseShippingInput, shippingQuote } from "./shipping";
import { weightCharge } from "./shipping-weight";

// Up to 500 g $9, 1 kg $12, 3 kg $18, 5 kg $25, and $4 each extra kilogram (or part).
const byWeight = { bands: [900, 1200, 1800, 2500], perExtraKg: 400 };

describe("a rate by weight", () => {
  it.each([
    [1, 900],
    [500, 900],
    [501, 1200],
    [1000, 1200],
    [1001, 1800],
    [3000, 1800],
    [3001, 2500],
    [5000, 2500],
    [5001, 2900],
    [6000, 2900],
    [6001, 3300],
  ])("a %i g parcel costs %i cents", (grams, cents) => {
    expect(weightCharge(byWeight, grams)).toBe(cents);
  });

  const rule = { price: 1495, freeOver: 15000, byWeight };
  const tub = { quantity: 1, freeShipping: false, flavor: "Chocolate", shippingCost: 995, weightGrams: 350 };

  it("weighs the goods with the shop's packaging", () => {
    // 350 + 150 = 500 g: the first band; one gram more of packaging is the second.
    expect(optionCharge(rule, [tub], 5999, 150)).toBe(900);
    expect(optionCharge(rule, [tub], 5999, 151)).toBe(1200);
    // 4 × 1200 g + 150 g = 4.95 kg; 5 × = 6.15 kg, two extra kilograms.
    expect(optionCharge(rule, [{ ...tub, weightGrams: 1200, quantity: 4 }], 5999, 150)).toBe(2500);
    expect(optionCharge(rule, [{ ...tub, weightGrams: 1200, quantity: 5 }], 5999, 150)).toBe(3300);
  });

  it("is still free over the option's free-over amount", () => {
    expect(optionCharge(rule, [tub], 14999, 150)).toBe(900);
    expect(optionCharge(rule, [tub], 15000, 150)).toBe(0);
  });

  it("falls back to the option's flat price when a product has no weight", () => {
    expect(optionCharge(rule, [tub, { ...tub, weightGrams: null }], 5999, 150)).toBe(1495);
    // Standard's flat price left empty is the shop's usual rule.
    expect(optionCharge({ ...rule, price: null }, [{ ...tub, weightGrams: null }], 5999, 150)).toBe(995);
  });

  it("prices the chosen option from the settings' packaging weight", () => {
    const s = {
      ...DEFAULT_SHIPPING_SETTINGS,
      packagingGrams: 200,
      zones: { ...DEFAULT_SHIPPING_SETTINGS.zones, AU: { ...DEFAULT_SHIPPING_SETTINGS.zones.AU, express: rule } },
    };
    expect(shippingQuote(s, { zone: "AU", method: "express" }, [tub], 5999).charge).toBe(1200);
  });
});

describe("the owner's by-weight form", () => {
  const flat = { price: "", freeOver: "" };
  const weighed = (over: Record<string, unknown> = {}) => ({
    price: "14.95",
    freeOver: "",
    rate: "weight",
    bands: ["9", "12", "18", "25"],
    perKg: "4",
    ...over,
  });
  const form = (express: Record<string, unknown>, packagingGrams: unknown = "150") => ({
    nzEnabled: "",
    packagingGrams,
    zones: {
      AU: { standard: flat, express },
      NZ: { standard: { price: "19.95", freeOver: "" }, express: { price: "34.95", freeOver: "" } },
    },
  });

  it("reads the bands and the price per extra kilogram into cents, and the packaging in grams", () => {
    const r = parseShippingInput(form(weighed(), "200"));
    expect(r.ok && r.value.zones.AU.express).toEqual({
      price: 1495,
      freeOver: null,
      byWeight: { bands: [900, 1200, 1800, 2500], perExtraKg: 400 },
    });
    expect(r.ok && r.value.packagingGrams).toBe(200);
    expect(r.ok && r.value.zones.AU.standard.byWeight).toBeNull();
  });

  it("takes the usual packaging weight when none is given", () => {
    const r = parseShippingInput(form(weighed(), undefined));
    expect(r.ok && r.value.packagingGrams).toBe(150);
  });

  it("refuses a missing band, a price below zero and bands that go down, each beside its field", () => {
    const r = parseShippingInput(form(weighed({ bands: ["9", "", "-1", "8"], perKg: "" })));
    expect(!r.ok && r.errors).toEqual({
      "zones.AU.express.bands.1": "Australia Express: enter a price for up to 1 kg",
      "zones.AU.express.bands.2": "Australia Express up to 3 kg: the price cannot be below zero",
      "zones.AU.express.bands.3": "Australia Express: the price up to 5 kg cannot be less than up to 500 g",
      "zones.AU.express.perKg": "Australia Express: enter a price for each extra kilogram over 5 kg",
    });
  });

  it("refuses a packaging weight that is not whole grams", () => {
    const r = parseShippingInput(form(weighed(), "1.5"));
    expect(!r.ok && r.errors).toEqual({
      packagingGrams: "Packaging weight: enter a whole number of grams from 0 to 5,000",
    });
  });
});
