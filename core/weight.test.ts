import { describe, expect, it } from "vitest";
import { formatGrams, parcelWeightGrams, parseWeightText } from "./weight";
import { WeightGramsSchema } from "./weight-input";

describe("reading the old weight text into grams", () => {
  it.each([
    ["100g", 100],
    ["100 g", 100],
    ["1kg", 1000],
    ["1.2 kg", 1200],
    ["250 grams", 250],
    [" 300G ", 300],
    ["0.5 kg", 500],
  ])("%s is %i g", (text, grams) => {
    expect(parseWeightText(text)).toBe(grams);
  });

  it.each(["", "heavy", "100", "about 100g", "100 lb", "0g", "40kg", "1.2345 kg", "100g + 20g"])(
    "%j is not read",
    (text) => {
      expect(parseWeightText(text)).toBeNull();
    },
  );
});

describe("showing grams", () => {
  it.each([
    [100, "100 g"],
    [999, "999 g"],
    [1000, "1 kg"],
    [1200, "1.2 kg"],
    [1250, "1.25 kg"],
    [30000, "30 kg"],
  ])("%i g is %s", (grams, words) => {
    expect(formatGrams(grams)).toBe(words);
  });

  it("shows nothing without a weight", () => {
    expect(formatGrams(null)).toBe("");
  });
});

describe("a product's weight in grams", () => {
  it.each([1, 100, 30000])("takes %i", (g) => {
    expect(WeightGramsSchema.safeParse(g).success).toBe(true);
  });
  it.each([0, -5, 30001, 1.5, "100g", null])("refuses %j in one sentence", (g) => {
    const r = WeightGramsSchema.safeParse(g);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Weight must be a whole number of grams from 1 to 30,000");
  });
});

describe("a parcel's weight", () => {
  it("adds each line's grams times its quantity and the packaging", () => {
    expect(
      parcelWeightGrams(
        [
          { weightGrams: 100, quantity: 2 },
          { weightGrams: 300, quantity: 1 },
        ],
        150,
      ),
    ).toBe(650);
  });
  it("cannot say when a product has no weight", () => {
    expect(parcelWeightGrams([{ weightGrams: null, quantity: 1 }], 150)).toBeNull();
  });
});
