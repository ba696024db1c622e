import { describe, expect, it } from "vitest";
import {
  availableOf,
  canSellOne,
  isLowStock,
  mergeShownStock,
  onHandProblem,
  stockAlerts,
  onlyLeftMessage,
  shortLineMessage,
  shortLines,
  shownAvailable,
  shownChanged,
  STOCK_SHOWN_CAP,
  tubsNeeded,
} from "./stock";
import { StockAdjustSchema, StockSetSchema } from "./stock-input";

describe("tubsNeeded", () => {
  it.each([
    ["one flavour × 1", [{ flavor: "Lemon Squash", quantity: 1 }], [["lemon squash", "Lemon Squash", 1]]],
    [
      "Triple Threat Lemon, Lemon, Orange × 2",
      [{ flavor: "Lemon Squash, Lemon Squash, Orange Crush", quantity: 2 }],
      [
        ["lemon squash", "Lemon Squash", 4],
        ["orange crush", "Orange Crush", 2],
      ],
    ],
    [
      "lines sharing a flavour add up, any case",
      [
        { flavor: "Orange Crush", quantity: 3 },
        { flavor: "orange crush, Pineapple Punch", quantity: 1 },
      ],
      [
        ["orange crush", "Orange Crush", 4],
        ["pineapple punch", "Pineapple Punch", 1],
      ],
    ],
    ["no lines", [], []],
  ])("%s", (_, lines, expected) => {
    expect(tubsNeeded(lines).map((t) => [t.key, t.flavor, t.tubs])).toEqual(expected);
  });
});

describe("available and low stock", () => {
  it.each([
    [{ onHand: 10, reserved: 0, threshold: 3 }, 10, false],
    [{ onHand: 10, reserved: 7, threshold: 3 }, 3, true],
    [{ onHand: 10, reserved: 6, threshold: 3 }, 4, false],
    [{ onHand: 0, reserved: 0, threshold: 0 }, 0, true],
    [{ onHand: 2, reserved: 3, threshold: 0 }, -1, true],
  ])("%o → %i available, low %s", (level, available, low) => {
    expect(availableOf(level)).toBe(available);
    expect(isLowStock(level)).toBe(low);
  });
});

describe("what the storefront is shown", () => {
  it.each([
    [-3, 0],
    [0, 0],
    [7, 7],
    [STOCK_SHOWN_CAP, STOCK_SHOWN_CAP],
    [STOCK_SHOWN_CAP + 500, STOCK_SHOWN_CAP],
  ])("%i available → %i shown", (available, shown) => expect(shownAvailable(available)).toBe(shown));

  it.each([
    [1000, 999, false],
    [STOCK_SHOWN_CAP + 1, STOCK_SHOWN_CAP, false],
    [STOCK_SHOWN_CAP, STOCK_SHOWN_CAP - 1, true],
    [1, 0, true],
    [0, -2, false],
  ])("%i → %i changes the storefront: %s", (before, after, changed) =>
    expect(shownChanged(before, after)).toBe(changed),
  );

  it("says 'Only N left in {flavour}', never a negative N", () => {
    expect(onlyLeftMessage(3, "Lemon Squash")).toBe("Only 3 left in Lemon Squash");
    expect(onlyLeftMessage(-1, "Orange Crush")).toBe("Only 0 left in Orange Crush");
  });
});

describe("canSellOne (is any combination of a pack still for sale)", () => {
  const offered = ["Lemon Squash", "Orange Crush", "Pineapple Punch"];
  it.each([
    ["nothing counted", 1, {}, true],
    ["single, one sold out, others uncounted", 1, { "lemon squash": 0 }, true],
    ["single, all sold out", 1, { "lemon squash": 0, "orange crush": 0, "pineapple punch": 0 }, false],
    ["triple, one tub of each", 3, { "lemon squash": 1, "orange crush": 1, "pineapple punch": 1 }, true],
    ["triple, two tubs in all", 3, { "lemon squash": 1, "orange crush": 1, "pineapple punch": 0 }, false],
    ["triple, three of one flavour", 3, { "lemon squash": 3, "orange crush": 0, "pineapple punch": 0 }, true],
  ])("%s", (_, slots, stock, expected) => expect(canSellOne(offered, slots, stock)).toBe(expected));
});

describe("shortLines (the drawer's warning)", () => {
  it.each([
    ["enough", [{ flavor: "Lemon Squash", quantity: 2 }], { "lemon squash": 2 }, [null]],
    ["not counted", [{ flavor: "Berry Blast", quantity: 5 }], { "lemon squash": 0 }, [null]],
    [
      "two lines share the last tubs",
      [
        { flavor: "Lemon Squash", quantity: 2 },
        { flavor: "Lemon Squash, Orange Crush", quantity: 1 },
      ],
      { "lemon squash": 2 },
      [
        { flavor: "Lemon Squash", available: 2 },
        { flavor: "Lemon Squash", available: 2 },
      ],
    ],
    [
      "only the line with the short flavour",
      [
        { flavor: "Orange Crush", quantity: 1 },
        { flavor: "Lemon Squash", quantity: 1 },
      ],
      { "lemon squash": 0, "orange crush": 4 },
      [null, { flavor: "Lemon Squash", available: 0 }],
    ],
  ])("%s", (_, lines, stock, expected) => expect(shortLines(lines, stock)).toEqual(expected));
});

describe("what staff may save", () => {
  it.each([
    [{ onHand: 10, threshold: 2 }, null],
    [{ onHand: 0, threshold: 0 }, null],
    [{ onHand: -1, threshold: 2 }, "On hand cannot be negative"],
    [{ onHand: 1.5, threshold: 2 }, "On hand must be a whole number of tubs"],
    [{ onHand: 5, threshold: -2 }, "Low-stock threshold cannot be negative"],
    [{ onHand: "5", threshold: 0 }, "On hand must be a whole number of tubs"],
  ])("set %o → %s", (input, message) => {
    const r = StockSetSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });

  it.each([
    [{ delta: 12 }, null],
    [{ delta: -3 }, null],
    [{ delta: 0 }, "Enter a number of tubs other than 0"],
    [{ delta: 0.5 }, "The adjustment must be a whole number of tubs"],
  ])("adjust %o → %s", (input, message) => {
    const r = StockAdjustSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });

  it.each([
    [10, 0, null],
    [3, 3, null],
    [-1, 0, "Stock cannot be set below zero"],
    [2, 3, "On hand cannot be less than the 3 tubs reserved for orders awaiting payment"],
  ])("on hand %i with %i reserved → %s", (onHand, reserved, message) =>
    expect(onHandProblem(onHand, reserved)).toBe(message),
  );
});

describe("the drawer's view of stock", () => {
  it("merges every product's figures into one per flavour", () => {
    expect(
      mergeShownStock([{ stock: { "lemon squash": 2 } }, {}, { stock: { "lemon squash": 2, "orange crush": 0 } }]),
    ).toEqual({ "lemon squash": 2, "orange crush": 0 });
  });

  it.each([
    [{ flavor: "Lemon Squash", available: 0 }, "Lemon Squash is sold out: remove this line or choose another flavour"],
    [{ flavor: "Orange Crush", available: 2 }, "Only 2 left in Orange Crush: lower the quantity"],
  ])("%o → %s", (short, message) => expect(shortLineMessage(short)).toBe(message));
});

describe("the Stock screen's banners", () => {
  const line = (flavor: string, counted: boolean, onHand: number, threshold: number, reserved = 0) => ({
    key: flavor.toLowerCase(),
    flavor,
    counted,
    onHand,
    reserved,
    available: onHand - reserved,
    threshold,
    low: onHand - reserved <= threshold,
    waiting: 0,
  });

  it("names sold-out flavours apart from low ones, and leaves uncounted ones out", () => {
    expect(
      stockAlerts([
        line("Lemon Squash", true, 0, 5),
        line("Orange Crush", true, 3, 5),
        line("Pineapple Punch", false, 0, 0),
        line("Berry Blast", true, 4, 4, 4),
        line("Mango", true, 40, 5),
      ]),
    ).toEqual({ soldOut: ["Lemon Squash", "Berry Blast"], low: ["Orange Crush"] });
  });
});
