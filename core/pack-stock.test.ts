import { describe, expect, it } from "vitest";
import { flavourNotice, initialFlavours } from "./pack-stock";

const offered = ["Lemon Squash", "Orange Crush", "Pineapple Punch"];

describe("flavourNotice: what a card and a product page say about sold-out flavours", () => {
  it.each([
    ["nothing sold out", 1, {}, null],
    ["a single tub offering a sold-out flavour", 1, { "pineapple punch": 0 }, "Pineapple Punch is sold out"],
    ["a duo whose usual pair is still in stock", 2, { "pineapple punch": 0 }, "Pineapple Punch is sold out"],
    [
      "a triple that holds every flavour",
      3,
      { "pineapple punch": 0 },
      "Pineapple Punch is sold out, so this pack can't be made as described right now",
    ],
    [
      "two flavours gone",
      2,
      { "pineapple punch": 0, "orange crush": 0 },
      "Orange Crush and Pineapple Punch are sold out, so this pack can't be made as described right now",
    ],
    [
      "everything gone: the button says Sold out instead",
      3,
      { "pineapple punch": 0, "orange crush": 0, "lemon squash": 0 },
      null,
    ],
  ])("%s", (_, slots, stock, expected) => expect(flavourNotice(offered, slots, stock)).toBe(expected));
});

describe("initialFlavours: never a silent substitute in a pack", () => {
  it.each([
    ["a pack keeps its described mix, sold-out slot included", "Mixed Pack", 3, { "pineapple punch": 0 }, offered],
    ["a single tub with its own flavour in stock", "Lemon Squash", 1, {}, ["Lemon Squash"]],
    [
      "a single tub whose own flavour sold out starts on one for sale",
      "Lemon Squash",
      1,
      { "lemon squash": 0 },
      ["Orange Crush"],
    ],
  ])("%s", (_, own, slots, stock, expected) => expect(initialFlavours(own, offered, slots, stock)).toEqual(expected));
});
