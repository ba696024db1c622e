import { describe, expect, it } from "vitest";
import { DEFAULT_BOX, estimateParcel } from "./parcel";

describe("estimateParcel", () => {
  it("weighs each line's product at its own grams, plus the shop's packaging, in the usual box", () => {
    expect(
      estimateParcel(
        [
          { quantity: 2, weightGrams: 100 },
          { quantity: 1, weightGrams: 1200 },
        ],
        200,
      ),
    ).toEqual({ weightGrams: 1600, ...DEFAULT_BOX });
  });

  it("takes a usual tub's 400 g for a product with no weight, and 150 g of packaging unless told", () => {
    expect(estimateParcel([{ quantity: 2, weightGrams: null }]).weightGrams).toBe(950);
  });
});
