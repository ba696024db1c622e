import { describe, expect, it } from "vitest";
import { applyTypedQuantity, canDecrease, canIncrease, isValidQuantity } from "./quantity";

describe("quantity limits 1–5", () => {
  it.each([
    [1, true],
    [5, true],
    [3, true],
    [0, false],
    [6, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
    ["3", false],
  ])("isValidQuantity(%s) = %s", (v, ok) => expect(isValidQuantity(v)).toBe(ok));

  it.each([
    [2, "4", 4],
    [2, "5", 5],
    [2, "1", 1],
    [2, "0", 2],
    [2, "6", 2],
    [2, "-3", 2],
    [2, "abc", 2],
    [2, "", 2],
    [2, "2.5", 2],
    [3, " 4 ", 4],
  ])("typed into %s: %j → %s (out of range or non-numeric ignored)", (cur, typed, next) => {
    expect(applyTypedQuantity(cur, typed)).toBe(next);
  });

  it("minus is disabled at 1 and plus at 5", () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(5)).toBe(false);
    expect(canIncrease(4)).toBe(true);
  });
});
