import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart";
import { applyPackUpgrade, freeShippingProgress, packUpgrade, type PackOffer } from "./cart-offers";

const tub = (flavor: string, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  id: "one-and-done",
  name: "Basic Recovery Pack",
  description: "",
  images: [],
  unitPrice: 4999,
  quantity,
  flavor,
  freeShipping: false,
  ...extra,
});
const pack = (id: string, unitPrice: number, flavorSelections: number, extra: Partial<PackOffer> = {}): PackOffer => ({
  id,
  name: id,
  unitPrice,
  images: [],
  description: "",
  status: "active",
  metadata: { flavorSelections, freeShipping: true },
  ...extra,
});
const duo = pack("dynamic-duo", 8999, 2);
const triple = pack("triple-threat", 12999, 3);

describe("freeShippingProgress", () => {
  it.each([
    ["an empty cart", [], { unlocked: false, tubsToGo: 2 }],
    ["one single tub", [tub("Lemon Squash", 1)], { unlocked: false, tubsToGo: 1 }],
    ["two of a tub", [tub("Lemon Squash", 2)], { unlocked: true, tubsToGo: 0 }],
    ["two lines", [tub("Lemon Squash", 1), tub("Orange Crush", 1)], { unlocked: true, tubsToGo: 0 }],
    ["a pack", [tub("Lemon Squash, Orange Crush", 1, { id: "dynamic-duo" })], { unlocked: true, tubsToGo: 0 }],
    ["a tub flagged free", [tub("Lemon Squash", 1, { freeShipping: true })], { unlocked: true, tubsToGo: 0 }],
  ])("%s", (_n, lines, expected) => {
    expect(freeShippingProgress(lines)).toEqual(expected);
  });
});

describe("packUpgrade", () => {
  it.each([
    ["one tub: nothing to swap", [tub("Lemon Squash", 1)], [duo, triple], null],
    [
      "two of a tub against the Duo saves $9.99",
      [tub("Lemon Squash", 2)],
      [duo, triple],
      { line: { id: "one-and-done", flavor: "Lemon Squash", name: "Basic Recovery Pack" }, pack: duo, saving: 999 },
    ],
    ["no two-tub pack on sale", [tub("Lemon Squash", 3)], [triple, { ...duo, status: "draft" }], null],
    ["a pack dearer than two tubs", [tub("Lemon Squash", 2)], [pack("dear", 9998, 2)], null],
    [
      "a pack that does not offer the flavour",
      [tub("Mango", 2)],
      [{ ...duo, metadata: { ...duo.metadata, availableFlavors: ["Lemon Squash"] } }],
      null,
    ],
    ["a pack line is never swapped", [tub("Lemon Squash, Orange Crush", 2, { id: "x" })], [duo], null],
  ])("%s", (_n, items, catalogue, expected) => {
    expect(packUpgrade(items, catalogue)).toEqual(expected);
  });

  it("swaps two tubs for the pack of that flavour twice, keeping any tub left over", () => {
    const items = [tub("Orange Crush", 3)];
    const next = applyPackUpgrade(items, packUpgrade(items, [duo])!);
    expect(next.map((i) => [i.id, i.flavor, i.quantity])).toEqual([
      ["one-and-done", "Orange Crush", 1],
      ["dynamic-duo", "Orange Crush, Orange Crush", 1],
    ]);
    const two = [tub("Orange Crush", 2)];
    expect(applyPackUpgrade(two, packUpgrade(two, [duo])!).map((i) => i.id)).toEqual(["dynamic-duo"]);
  });
});
