import { describe, expect, it } from "vitest";
import { axisLabelDays, LABEL_BEFORE_END } from "./chart-axis";

describe("the takings chart's day labels", () => {
  it("labels days a week apart, the last three days before the end, clear of both edges", () => {
    expect(axisLabelDays(30)).toEqual([5, 12, 19, 26]);
    expect(axisLabelDays(7)).toEqual([6]);
    expect(axisLabelDays(8)).toEqual([4]);
    expect(axisLabelDays(1)).toEqual([0]);
    for (let n = 8; n <= 60; n++) {
      const days = axisLabelDays(n);
      expect(days.at(-1)).toBe(n - 1 - LABEL_BEFORE_END);
      for (let i = 1; i < days.length; i++) expect(days[i]! - days[i - 1]!).toBe(7);
    }
  });
});
