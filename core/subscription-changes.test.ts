import { describe, expect, it } from "vitest";
import {
  cancelRefusal,
  chooseFlavor,
  frequencyRefusal,
  moveStatusRefusal,
  pauseRefusal,
  quantityRefusal,
  resumeOn,
  resumeRefusal,
  skipRefusal,
  swapFlavor,
  swapRefusal,
  addExtraRefusal,
  MAX_EXTRAS,
} from "./subscription-changes";
import type { SubscriptionOffer } from "./subscription-offer";
import { monthlyRevenue, quoteDelivery } from "./subscription-delivery";

describe("skipping the next delivery", () => {
  it.each([
    ["active", null, null],
    ["active", "failed", null],
    ["active", "claimed", "This delivery's payment has already started, so it can no longer be skipped"],
    ["active", "charging", "This delivery's payment has already started, so it can no longer be skipped"],
    ["active", "paid", "This delivery's payment has already started, so it can no longer be skipped"],
    ["active", "needs_action", "This delivery's payment has already started, so it can no longer be skipped"],
    ["active", "waiting_stock", "This delivery's payment has already started, so it can no longer be skipped"],
    ["paused", null, "Only an active subscription's next delivery can be skipped"],
    ["past_due", null, "Only an active subscription's next delivery can be skipped"],
    ["cancelled", null, "This subscription is cancelled"],
  ] as const)("%s with its cycle %s: %s", (status, cycle, refusal) => {
    expect(skipRefusal(status, cycle)).toBe(refusal);
  });
});

describe("moving the next date", () => {
  it.each([
    ["active", null, null],
    ["active", "charging", "This delivery's payment has already started, so its date can no longer be moved"],
    ["paused", null, "Only an active subscription's next delivery can be moved"],
    ["cancelled", null, "This subscription is cancelled"],
  ] as const)("%s with its cycle %s", (status, cycle, refusal) => {
    expect(moveStatusRefusal(status, cycle)).toBe(refusal);
  });
});

describe("pausing and resuming", () => {
  it.each([
    ["active", 1, null],
    ["active", 3, null],
    ["active", 0, "A pause is 1 to 3 deliveries"],
    ["active", 4, "A pause is 1 to 3 deliveries"],
    ["active", 1.5, "A pause is 1 to 3 deliveries"],
    ["paused", 1, "This subscription is already paused"],
    ["past_due", 1, "Only an active subscription can be paused"],
    ["cancelled", 1, "This subscription is cancelled"],
  ] as const)("pause %s for %s", (status, cycles, refusal) => {
    expect(pauseRefusal(status, cycles)).toBe(refusal);
  });
  it.each([
    ["paused", null],
    ["active", "Only a paused subscription can be resumed"],
    ["cancelled", "This subscription is cancelled"],
  ] as const)("resume %s", (status, refusal) => {
    expect(resumeRefusal(status)).toBe(refusal);
  });
  it.each([
    // next, weeks, paused, today → the first day of the old schedule after today
    ["2026-03-24", 4, 2, "2026-01-10", "2026-01-27"],
    ["2026-03-24", 4, 2, "2026-01-27", "2026-02-24"],
    ["2026-03-24", 4, 2, "2026-03-23", "2026-03-24"],
    ["2026-03-24", 4, 0, "2026-03-01", "2026-03-24"],
    [null, 4, 0, "2026-03-01", "2026-03-02"],
    // Across the end of daylight saving (5 April 2026) and a month end: whole days only.
    ["2026-05-26", 6, 1, "2026-03-31", "2026-04-14"],
  ] as const)("resume with next %s every %s weeks after %s paused, on %s → %s", (next, w, p, today, want) => {
    expect(resumeOn(next, w, p, today)).toBe(want);
  });
});

describe("cancelling", () => {
  it.each([
    ["active", "", null],
    ["paused", "Too much powder", null],
    ["past_due", "", null],
    ["cancelled", "", "This subscription is already cancelled"],
    ["active", "x".repeat(501), "Keep the reason to 500 characters"],
  ] as const)("%s with reason of %s", (status, reason, refusal) => {
    expect(cancelRefusal(status, reason)).toBe(refusal);
  });
});

describe("changing frequency, quantity and flavours", () => {
  const on = { enabled: true, frequencies: [4, 6, 8], discountPercent: 10 };
  it.each([
    [[{ name: "Tub", offer: on }], 6, null],
    [[{ name: "Tub", offer: on }], 5, "Tub is delivered every 4, 6, 8 weeks; choose one of those"],
    [[{ name: "Tub", offer: { ...on, enabled: false } }], 4, "Tub is not offered as a subscription"],
    [[{ name: "Tub", offer: null }], 4, "Tub is not offered as a subscription"],
    [
      [
        { name: "Tub", offer: on },
        { name: "Duo", offer: { ...on, frequencies: [4] } },
      ],
      6,
      "Duo is delivered every 4 weeks; choose one of those",
    ],
  ] as [{ name: string; offer: SubscriptionOffer | null }[], number, string | null][])(
    "%j every %s weeks",
    (products, weeks, refusal) => {
      expect(frequencyRefusal(products, weeks)).toBe(refusal);
    },
  );
  it.each([
    [1, null],
    [5, null],
    [0, "Choose a quantity from 1 to 5"],
    [6, "Choose a quantity from 1 to 5"],
    [2.5, "Choose a quantity from 1 to 5"],
    [Number.NaN, "Choose a quantity from 1 to 5"],
  ])("quantity %s", (q, refusal) => {
    expect(quantityRefusal(q)).toBe(refusal);
  });
  const tub = {
    name: "Tub",
    metadata: { flavor: "Lemon Squash", flavorSelections: 1, availableFlavors: ["Orange Crush"] },
  };
  const duo = { name: "Duo", metadata: { flavor: "Duo Pack", flavorSelections: 2 } };
  it.each([
    [tub, "orange crush", { flavor: "Orange Crush" }],
    [tub, "Lemon Squash", { flavor: "Lemon Squash" }],
    [tub, "Grape", { refusal: "Tub is not available in Grape" }],
    [tub, "", { refusal: "Tub: choose one flavour" }],
    [duo, "Orange Crush, Pineapple Punch", { flavor: "Orange Crush, Pineapple Punch" }],
    [duo, "Orange Crush", { refusal: "Duo: choose 2 flavours" }],
  ] as const)("%s in %s", (product, flavor, want) => {
    expect(chooseFlavor(product, flavor)).toEqual(want);
  });
});

describe("a delivery's amount today", () => {
  const products = new Map([
    ["tub", { id: "tub", name: "Tub", unitPrice: 4999, shippingCost: 995, metadata: { freeShipping: false } }],
    ["duo", { id: "duo", name: "Duo", unitPrice: 8999, shippingCost: 995, metadata: { freeShipping: true } }],
  ]);
  it.each([
    // one tub, 10 %: 4999 - 500 = 4499 + shipping 995
    [[{ productId: "tub", flavor: "Orange Crush", quantity: 1 }], 10, 5494, 995, 500],
    // two tubs ship free; the discount is per unit
    [[{ productId: "tub", flavor: "Orange Crush", quantity: 2 }], 10, 8998, 0, 1000],
    [[{ productId: "duo", flavor: "A, B", quantity: 1 }], 50, 4499, 0, 4500],
    // a product no longer sold is left out
    [[{ productId: "gone", flavor: "X", quantity: 1 }], 10, 0, 0, 0],
  ] as const)("%j at %s %%", (lines, discount, total, shipping, saving) => {
    const q = quoteDelivery(lines, products, discount);
    expect([q.total, q.shipping, q.saving]).toEqual([total, shipping, saving]);
    expect(q.gst).toBe(Math.round(total / 11));
  });
  it.each([
    [5494, 4, 5952], // 5494 × 52 / 12 / 4 = 5951.83
    [5494, 1, 23807],
    [12000, 8, 6500],
  ])("monthly revenue of %s every %s weeks is %s", (total, weeks, mrr) => {
    expect(monthlyRevenue(total, weeks)).toBe(mrr);
  });
});

describe("swapping an item for another product", () => {
  const offer = (discountPercent: number, frequencies = [4, 6]): SubscriptionOffer => ({
    enabled: true,
    frequencies,
    discountPercent,
  });
  const duo = { name: "Dynamic Duo", status: "active" };
  const base = { frequencyWeeks: 4, sameAsNow: false, otherItems: 0, discountPercent: 10 };
  it("takes the new product's discount when it is the only item", () => {
    expect(swapRefusal({ ...base, product: duo, offer: offer(15) })).toEqual({ discountPercent: 15 });
  });
  it.each([
    [{ product: undefined, offer: offer(10) }, "That product is not on sale"],
    [{ product: { ...duo, status: "draft" }, offer: offer(10) }, "That product is not on sale"],
    [{ product: duo, offer: offer(10), sameAsNow: true }, "It already sends Dynamic Duo"],
    [{ product: duo, offer: null }, "Dynamic Duo is not offered as a subscription"],
    [{ product: duo, offer: offer(10, [8]) }, "Dynamic Duo is delivered every 8 weeks; choose one of those"],
    [
      { product: duo, offer: offer(15), otherItems: 1 },
      "Dynamic Duo is 15% off as a subscription, not 10%: start a separate subscription for it",
    ],
  ] as const)("refuses %#", (opts, refusal) => {
    expect(swapRefusal({ ...base, ...opts })).toEqual({ refusal });
  });
  it("keeps the item's flavours where the new product offers them, and fills its other slots", () => {
    const duoPack = { name: "Duo", metadata: { flavor: "Duo Pack", flavorSelections: 2 } };
    const mixed = swapFlavor(duoPack, "Pineapple Punch").split(", ");
    expect(mixed[0]).toBe("Pineapple Punch");
    expect(new Set(mixed).size).toBe(2);
    const tub = { name: "Tub", metadata: { flavor: "Lemon Squash", flavorSelections: 1 } };
    expect(swapFlavor(tub, "Orange Crush, Lemon Squash")).toBe("Orange Crush");
    expect(swapFlavor(tub, "Grape")).toMatch(/^(Lemon Squash|Orange Crush|Pineapple Punch)$/);
  });
});

describe("adding a one-time extra to the next delivery", () => {
  it.each([
    ["active", null, 0, null],
    ["active", "claimed", 0, "This delivery's payment has already started, so nothing more can be added to it"],
    ["paused", null, 0, "Extras can be added only while the subscription is active"],
    ["active", null, MAX_EXTRAS, `A delivery can carry up to ${MAX_EXTRAS} extras`],
  ] as const)("%s, cycle %s, %s extras", (status, cycle, n, refusal) => {
    expect(addExtraRefusal(status, cycle, n)).toBe(refusal);
  });
});
