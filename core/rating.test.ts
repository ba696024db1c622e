import { describe, expect, it } from "vitest";
import { averageRating, formatAverage, ratingLabel, starFills } from "./rating";

describe("averageRating", () => {
  it.each([
    [0, 0, null],
    [5, 1, 5],
    [19, 4, 4.8], // 4.75 rounds up
    [13, 3, 4.3], // 4.333…
    [14, 3, 4.7], // 4.666…
    [3, 2, 1.5],
  ])("%d stars over %d reviews → %s", (stars, count, expected) => {
    expect(averageRating(stars, count)).toBe(expected);
  });
});

describe("display", () => {
  it("always shows one decimal", () => {
    expect(formatAverage(5)).toBe("5.0");
    expect(formatAverage(4.8)).toBe("4.8");
  });
  it("labels the stars for a screen reader, singular for one review", () => {
    expect(ratingLabel({ average: 4.8, count: 12 })).toBe("Rated 4.8 out of 5 from 12 reviews");
    expect(ratingLabel({ average: 4, count: 1 })).toBe("Rated 4.0 out of 5 from 1 review");
  });
  it.each([
    [5, [1, 1, 1, 1, 1]],
    [4.3, [1, 1, 1, 1, 0.3]],
    [1, [1, 0, 0, 0, 0]],
  ])("fills stars for %s", (avg, fills) => {
    starFills(avg).forEach((f, i) => expect(f).toBeCloseTo(fills[i]!, 5));
  });
});
