import { describe, expect, it } from "vitest";
import { formatAmount, formatPrice, gstIncluded } from "./money";

describe("formatPrice", () => {
  it.each([
    [4999, "$49.99"],
    [8999, "$89.99"],
    [12999, "$129.99"],
    [995, "$9.95"],
    [0, "$0.00"],
    [5, "$0.05"],
    [100000, "$1,000.00"],
    [Number.NaN, "$0.00"],
  ])("%s cents → %s", (cents, shown) => {
    expect(formatPrice(cents)).toBe(shown);
  });
});

describe("formatAmount", () => {
  it.each([
    [4999, "49.99"],
    [995, "9.95"],
    [5, "0.05"],
    [100000, "1000.00"],
    [12.6, "0.13"],
    [Number.NaN, "0.00"],
  ])("%s cents → %s", (cents, shown) => {
    expect(formatAmount(cents)).toBe(shown);
  });
});

describe("gstIncluded", () => {
  it.each([
    [11000, 1000],
    [4999, 454],
    [13994, 1272],
    [0, 0],
  ])("%s cents includes %s GST", (total, gst) => {
    expect(gstIncluded(total)).toBe(gst);
  });
});
