import { describe, expect, it } from "vitest";
import { axisLabelDays } from "./chart-axis";

describe("the takings chart's day labels", () => {
  it("labels the last day and every seventh day before it, a week apart", () => {
    expect(axisLabelDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(axisLabelDays(7)).toEqual([6]);
    expect(axisLabelDays(8)).toEqual([0, 7]);
    expect(axisLabelDays(1)).toEqual([0]);
    for (let n = 1; n <= 60; n++) {
      const days = axisLabelDays(n);
      expect(days.at(-1)).toBe(n - 1);
      for (let i = 1; i < days.length; i++) expect(days[i]! - days[i - 1]!).toBe(7);
    }
  });
});
