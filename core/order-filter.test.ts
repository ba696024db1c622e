import { describe, expect, it } from "vitest";
import { isOrderStatusFilter, statusesForFilter } from "./order-filter";

describe("statusesForFilter", () => {
  it.each([
    [undefined, ["paid", "fulfilled", "refunded"]],
    ["unpaid", ["pending", "expired", "cancelled"]],
    ["any", null],
    ["paid", ["paid"]],
    ["expired", ["expired"]],
    ["pending", ["pending"]],
  ] as const)("%s lists %j", (filter, statuses) => {
    expect(statusesForFilter(filter)).toEqual(statuses);
  });

  it("knows its filters and nothing else", () => {
    expect(["unpaid", "any", "refunded"].every(isOrderStatusFilter)).toBe(true);
    expect(["", "abandoned", "PAID"].some(isOrderStatusFilter)).toBe(false);
  });
});
