import { describe, expect, it } from "vitest";
import { formatBestBefore, formatBestBeforeMonth, isSellable, lotState, shippedLotText } from "./stock-lots";

describe("a lot's state", () => {
  const lot = { bestBefore: "2027-03-03", quarantined: false };
  it.each([
    ["2026-10-01", "sellable"],
    ["2026-12-02", "sellable"],
    ["2026-12-03", "near"], // 60 days before the sell-by day, 1 February 2027
    ["2027-01-31", "near"],
    ["2027-02-01", "not-sellable"],
    ["2027-04-01", "not-sellable"],
  ] as const)("on %s is %s with a 30-day margin", (today, state) => {
    expect(lotState(lot, 30, today)).toBe(state);
    expect(isSellable(lot.bestBefore, 30, today)).toBe(state !== "not-sellable");
  });
  it("is quarantined whatever its date", () => {
    expect(lotState({ ...lot, quarantined: true }, 30, "2026-10-01")).toBe("quarantined");
  });
});

describe("best-before as people read it", () => {
  it("writes the day for staff and the month for the invoice", () => {
    expect(formatBestBefore("2027-03-03")).toBe("3 March 2027");
    expect(formatBestBeforeMonth("2027-03-03")).toBe("03/2027");
    expect(shippedLotText({ lotNumber: "L2311", bestBefore: "2027-03-03" })).toBe("Lot L2311, best before March 2027");
    expect(shippedLotText({ lotNumber: null, bestBefore: null })).toBe("No lot recorded");
  });
});
