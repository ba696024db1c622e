import { describe, expect, it } from "vitest";
import { planLotPicks, type PickableLot } from "./pick-lots";

const lot = (lotNumber: string, bestBefore: string, remaining: number): PickableLot => ({
  lotNumber,
  bestBefore,
  remaining,
});

describe("planLotPicks", () => {
  it("takes each flavour's tubs from its earliest lots first, across products and packs", () => {
    const plan = planLotPicks(
      [
        { flavor: "Lemon Squash", quantity: 5 },
        // A pack of two Lemon Squash and one Orange Crush, three of them.
        { flavor: "Lemon Squash, Lemon Squash, Orange Crush", quantity: 3 },
      ],
      new Map([
        ["lemon squash", [lot("L1", "2027-03-01", 4), lot("L2", "2027-06-01", 50)]],
        ["orange crush", [lot("O1", "2027-01-01", 10)]],
      ]),
    );
    expect(plan).toEqual([
      {
        flavor: "Lemon Squash",
        tubs: 11,
        from: [
          { lotNumber: "L1", bestBefore: "2027-03-01", quantity: 4 },
          { lotNumber: "L2", bestBefore: "2027-06-01", quantity: 7 },
        ],
        noLot: 0,
      },
      { flavor: "Orange Crush", tubs: 3, from: [{ lotNumber: "O1", bestBefore: "2027-01-01", quantity: 3 }], noLot: 0 },
    ]);
  });

  it("says how many tubs no lot covers, and skips an empty lot", () => {
    const plan = planLotPicks(
      [
        { flavor: "Vanilla", quantity: 9 },
        { flavor: "Berry Blast", quantity: 2 },
      ],
      new Map([["vanilla", [lot("V0", "2027-01-01", 0), lot("V1", "2027-02-01", 6)]]]),
    );
    expect(plan).toEqual([
      { flavor: "Berry Blast", tubs: 2, from: [], noLot: 2 },
      { flavor: "Vanilla", tubs: 9, from: [{ lotNumber: "V1", bestBefore: "2027-02-01", quantity: 6 }], noLot: 3 },
    ]);
  });
});
