import { describe, expect, it } from "vitest";
import { renewalLabel } from "./renewal-label";

describe("an order's place in a subscription", () => {
  it.each([
    [null, null, ""],
    ["sub_1", null, "First order"],
    ["sub_1", 1, "Renewal 1"],
    ["sub_1", 3, "Renewal 3"],
  ] as const)("subscription %s, cycle %s: %j", (sub, cycle, label) => {
    expect(renewalLabel(sub, cycle)).toBe(label);
  });
});
