import { describe, expect, it } from "vitest";
import { churnPercent, countReasons, NO_REASON, reportDays } from "./subscription-report";

describe("reportDays", () => {
  it.each([
    ["this-month", "2026-11-28", { from: "2026-11-01", to: "2026-11-29" }],
    ["this-month", "2026-11-30", { from: "2026-11-01", to: "2026-12-01" }],
    ["last-month", "2026-11-28", { from: "2026-10-01", to: "2026-11-01" }],
    ["last-month", "2026-01-15", { from: "2025-12-01", to: "2026-01-01" }],
    ["last-month", "2026-03-31", { from: "2026-02-01", to: "2026-03-01" }],
    ["last-90-days", "2026-11-28", { from: "2026-08-31", to: "2026-11-29" }],
    ["this-year", "2026-11-28", { from: "2026-01-01", to: "2026-11-29" }],
  ] as const)("%s on %s", (range, today, days) => {
    expect(reportDays(range, today)).toEqual(days);
  });
});

describe("churnPercent", () => {
  it("is the cancelled share of the subscribers at the start, to one decimal", () => {
    expect(churnPercent(3, 40)).toBe(7.5);
    expect(churnPercent(1, 3)).toBe(33.3);
    expect(churnPercent(0, 12)).toBe(0);
  });
  it("is null with no subscribers to lose", () => {
    expect(churnPercent(2, 0)).toBeNull();
  });
});

describe("countReasons", () => {
  it("counts the same words together whatever their case and spacing, most common first", () => {
    expect(
      countReasons([
        { reason: "Too expensive", n: 2 },
        { reason: "too  expensive ", n: 3 },
        { reason: "Moving overseas", n: 1 },
        { reason: null, n: 4 },
        { reason: "   ", n: 1 },
      ]),
    ).toEqual([
      { reason: NO_REASON, count: 5 },
      { reason: "Too expensive", count: 5 },
      { reason: "Moving overseas", count: 1 },
    ]);
  });
  it("folds all but the most common into Other reasons", () => {
    const rows = ["a", "b", "c", "d"].map((reason, i) => ({ reason, n: 10 - i }));
    expect(countReasons(rows, 2)).toEqual([
      { reason: "a", count: 10 },
      { reason: "b", count: 9 },
      { reason: "Other reasons", count: 15 },
    ]);
  });
});
