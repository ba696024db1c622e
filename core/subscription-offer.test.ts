import { describe, expect, it } from "vitest";
import { gstIncluded } from "./money";
import {
  DEFAULT_OFFER,
  SubscriptionOfferSchema,
  deliveryPrice,
  deliveryTotal,
  frequencyLabel,
  subscribeRefusal,
  subscriptionUnitPrice,
} from "./subscription-offer";

const offer = { enabled: true, frequencies: [4, 6, 8], discountPercent: 10 };

describe("subscription offer", () => {
  it("defaults to off, every 4, 6 or 8 weeks, 10 % off", () => {
    expect(DEFAULT_OFFER).toEqual({ enabled: false, frequencies: [4, 6, 8], discountPercent: 10 });
  });

  it.each([
    [{ ...offer, discountPercent: 51 }, "The discount is at most 50 %"],
    [{ ...offer, discountPercent: -1 }, "The discount is a whole percentage from 0 to 50"],
    [{ ...offer, discountPercent: 12.5 }, "The discount is a whole percentage from 0 to 50"],
    [{ ...offer, frequencies: [] }, "Choose at least one frequency"],
    [{ ...offer, frequencies: [0] }, "A frequency is 1 to 26 weeks"],
    [{ ...offer, frequencies: [27] }, "A frequency is 1 to 26 weeks"],
    [{ ...offer, frequencies: [4.5] }, "A frequency is a whole number of weeks"],
  ])("refuses %j: %s", (input, message) => {
    const r = SubscriptionOfferSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it("sorts and de-duplicates frequencies", () => {
    expect(SubscriptionOfferSchema.parse({ ...offer, frequencies: [8, 4, 8] }).frequencies).toEqual([4, 8]);
  });

  it.each([
    [null, 4, "Rebound is not offered as a subscription"],
    [{ ...offer, enabled: false }, 4, "Rebound is not offered as a subscription"],
    [offer, 5, "Rebound is delivered every 4, 6, 8 weeks; choose one of those"],
    [offer, 6, null],
  ])("subscribing with %j every %i weeks: %s", (o, weeks, want) => {
    expect(subscribeRefusal(o, weeks, "Rebound")).toBe(want);
  });

  it.each([
    [5999, 10, 5399], // $59.99 less $6.00 (5.999 rounds to 6.00)
    [4995, 10, 4495], // 499.5 rounds half up to 500
    [4999, 15, 4249], // 749.85 → 750
    [100, 50, 50],
    [1, 50, 0], // 0.5 rounds up to 1 → 0
    [5999, 0, 5999],
  ])("a unit at %i cents with %i %% off costs %i", (unit, pct, want) => {
    expect(subscriptionUnitPrice(unit, pct)).toBe(want);
  });

  it("prices a line per unit, so quantity never changes the rounding", () => {
    expect(deliveryPrice(4995, 3, 10)).toEqual({ full: 14985, price: 13485, saving: 1500 });
  });

  it("takes GST on the discounted total with shipping", () => {
    const d = deliveryTotal([13485, 5399], 995);
    expect(d.total).toBe(19879);
    expect(d.gst).toBe(gstIncluded(19879));
  });

  it("names the frequency", () => {
    expect(frequencyLabel(1)).toBe("every week");
    expect(frequencyLabel(6)).toBe("every 6 weeks");
  });
});
