import { describe, expect, it } from "vitest";
import { formatChargeDay, subscriptionGroups, subscriptionNumber, subscriptionTerms } from "./subscription-signup";

const line = (over: Record<string, unknown> = {}) => ({
  productId: "one-and-done",
  name: "Basic Recovery Pack",
  flavor: "Lemon Squash",
  unitPrice: 4499,
  quantity: 1,
  ...over,
});

describe("subscription sign-up", () => {
  it("groups an order's subscription lines by frequency and leaves one-time lines out", () => {
    const groups = subscriptionGroups([
      line({ subscription: { frequencyWeeks: 8, discountPercent: 10 } }),
      line({ unitPrice: 4999 }),
      line({ flavor: "Orange Crush", quantity: 2, subscription: { frequencyWeeks: 4, discountPercent: 10 } }),
      line({ productId: "x", unitPrice: 1000, subscription: { frequencyWeeks: 8, discountPercent: 10 } }),
    ]);
    expect(groups.map((g) => [g.frequencyWeeks, g.lines.length, g.deliveryPrice])).toEqual([
      [4, 1, 2 * 4499],
      [8, 2, 4499 + 1000],
    ]);
    expect(subscriptionGroups([line()])).toEqual([]);
  });

  it.each([
    ["2025-12-23", "Tuesday 23 December 2025"],
    ["2026-04-05", "Sunday 5 April 2026"],
    ["2024-02-29", "Thursday 29 February 2024"],
  ])("names the day %s as %s", (day, text) => {
    expect(formatChargeDay(day)).toBe(text);
  });

  it("says what, how often, each delivery's price, the next charge, renewal and how to cancel", () => {
    const [group] = subscriptionGroups([
      line({ quantity: 2, subscription: { frequencyWeeks: 4, discountPercent: 10 } }),
    ]);
    const terms = subscriptionTerms(group!, { shipping: 0, nextChargeOn: "2026-12-22", shopUrl: "https://shop.test" });
    expect(terms).toEqual({
      what: "We send 2 × Basic Recovery Pack (Lemon Squash).",
      often: "Delivered every 4 weeks, 10 % off each tub.",
      price: "Each delivery costs $89.98 (with free shipping) at today's prices.",
      next: "Your card is next charged on Tuesday 22 December 2026, for the next delivery.",
      renews: "It renews until you cancel. You can skip, pause or change it before any charge.",
      cancel: "Cancel online at any time in your account, under Subscriptions (two clicks).",
    });
    expect(subscriptionTerms(group!, { shipping: 995, nextChargeOn: "2026-12-22", shopUrl: "" }).price).toBe(
      "Each delivery costs $99.93 (including $9.95 shipping) at today's prices.",
    );
  });

  it("numbers a subscription S and 6 digits", () => {
    expect(subscriptionNumber(0)).toBe("S100000");
    expect(subscriptionNumber(899_999)).toBe("S999999");
    expect(subscriptionNumber(900_000)).toBe("S100000");
  });
});
