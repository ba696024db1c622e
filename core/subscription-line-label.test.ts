import { describe, expect, it } from "vitest";
import { subscriptionLineLabel } from "./subscription-line-label";

describe("subscriptionLineLabel", () => {
  it.each([
    [{ subscription: { frequencyWeeks: 4, discountPercent: 10 } }, undefined, "Subscription · every 4 weeks"],
    [{ subscription: { frequencyWeeks: 1, discountPercent: 10 } }, undefined, "Subscription · every week"],
    [{}, { subscriptionId: "sub_1", cycle: 3 }, "Subscription · renewal 3"],
    [{}, undefined, null],
  ] as const)("%o in renewal %o reads %s", (line, renewal, label) => {
    expect(subscriptionLineLabel(line, renewal)).toBe(label);
  });
});
