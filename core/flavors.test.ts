import { describe, expect, it } from "vitest";
import {
  buildFlavorList,
  defaultFlavorSelection,
  flavorColor,
  isMultiFlavor,
  joinFlavors,
  productNameForFlavor,
  requiredFlavorCount,
  splitFlavors,
} from "./flavors";

describe("flavour colours", () => {
  it.each([
    ["Lemon Squash", "yellow"],
    ["Orange Crush", "orange"],
    ["Pineapple Punch", "amber"],
    ["Berry Blast", "fuchsia"],
    ["", "fuchsia"],
  ])("%s → %s", (flavor, name) => expect(flavorColor(flavor).name).toBe(name));
});

describe("product name from flavour", () => {
  it.each([
    ["Lemon Squash", "Lemon Refresh Recovery Pack"],
    ["Orange Crush", "Orange Boost Recovery Pack"],
    ["Pineapple Punch", "Pineapple Energy Recovery Pack"],
    ["Berry Blast", "Berry Blast Recovery Pack"],
  ])("%s → %s", (flavor, name) => expect(productNameForFlavor(flavor)).toBe(name));
});

describe("flavour list", () => {
  it("starts with the defaults and grows from product metadata, ignoring blanks and duplicates", () => {
    const list = buildFlavorList([
      { metadata: { flavor: "Lemon Squash" } },
      { metadata: { flavor: "  " } },
      { metadata: { flavor: "Berry Blast", availableFlavors: ["Berry Blast", "", "Mango Tango", "lemon squash"] } },
      { metadata: { flavor: "Cola, Lime" } },
    ]);
    expect(list).toEqual([
      "Lemon Squash",
      "Orange Crush",
      "Pineapple Punch",
      "Berry Blast",
      "Mango Tango",
      "Cola",
      "Lime",
    ]);
  });
});

describe("required flavour counts per pack", () => {
  it.each([
    [undefined, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [0, 1],
    [1.5, 1],
  ])("flavorSelections %s → %s", (n, count) =>
    expect(requiredFlavorCount({ metadata: { flavorSelections: n } })).toBe(count),
  );

  it("presets one flavour per slot, cycling through the offered list", () => {
    expect(defaultFlavorSelection(["A", "B", "C"], 2)).toEqual(["A", "B"]);
    expect(defaultFlavorSelection(["A", "B"], 3)).toEqual(["A", "B", "A"]);
    expect(defaultFlavorSelection([], 1)).toEqual(["Lemon Squash"]);
  });
});

describe("comma-joined flavours of a cart line", () => {
  it("splits, joins and detects multi-flavour", () => {
    expect(splitFlavors("Lemon Squash, Orange Crush")).toEqual(["Lemon Squash", "Orange Crush"]);
    expect(splitFlavors(" , ")).toEqual([]);
    expect(joinFlavors(["Lemon Squash", "Orange Crush"])).toBe("Lemon Squash, Orange Crush");
    expect(isMultiFlavor("Lemon Squash")).toBe(false);
    expect(isMultiFlavor("Lemon Squash, Lemon Squash")).toBe(true);
  });
});
