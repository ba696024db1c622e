import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart";
import { checkCart, swapLineFlavor } from "./cart-stock";
import type { ShownStock } from "./stock";

const line = (id: string, flavor: string, quantity: number, unitPrice = 4999): CartItem => ({
  id,
  name: id,
  description: "",
  images: [],
  unitPrice,
  quantity,
  flavor,
  freeShipping: false,
});

describe("checkCart: what the drawer counts and whether it can check out", () => {
  it.each([
    {
      name: "nothing counted: every line counts, + works, checkout open",
      items: [line("one-and-done", "Lemon Squash", 1)],
      stock: {},
      states: [{ kind: "ok", canAdd: true }],
      totals: { subtotal: 4999, shipping: 995, total: 5994 },
      blocker: null,
    },
    {
      name: "a sold-out flavour: the line leaves the totals, its + is off, checkout says why",
      items: [line("dynamic-duo", "Lemon Squash, Pineapple Punch", 1, 8999), line("one-and-done", "Lemon Squash", 2)],
      stock: { "pineapple punch": 0, "lemon squash": 10 },
      states: [
        { kind: "soldOut", flavor: "Pineapple Punch", canAdd: false },
        { kind: "ok", canAdd: true },
      ],
      totals: { subtotal: 9998, shipping: 0, total: 9998 },
      blocker: "Pineapple Punch is sold out: choose another flavour or remove that line to check out",
    },
    {
      name: "some left but fewer than the cart holds: Only N left, still counted",
      items: [line("one-and-done", "Orange Crush", 3)],
      stock: { "orange crush": 2 },
      states: [{ kind: "short", flavor: "Orange Crush", available: 2, canAdd: false }],
      totals: { subtotal: 14997, shipping: 0, total: 14997 },
      blocker: "Only 2 left in Orange Crush: lower the quantity to check out",
    },
    {
      name: "exactly what is left: fine, but no more can be added",
      items: [line("one-and-done", "Orange Crush", 2)],
      stock: { "orange crush": 2 },
      states: [{ kind: "ok", canAdd: false }],
      totals: { subtotal: 9998, shipping: 0, total: 9998 },
      blocker: null,
    },
    {
      name: "a sold-out line's tubs are not held against the other lines",
      items: [line("dynamic-duo", "Lemon Squash, Pineapple Punch", 1, 8999), line("one-and-done", "Lemon Squash", 1)],
      stock: { "pineapple punch": 0, "lemon squash": 1 },
      states: [
        { kind: "soldOut", flavor: "Pineapple Punch", canAdd: false },
        { kind: "ok", canAdd: false },
      ],
      totals: { subtotal: 4999, shipping: 995, total: 5994 },
      blocker: "Pineapple Punch is sold out: choose another flavour or remove that line to check out",
    },
  ])("$name", ({ items, stock, states, totals, blocker }) => {
    const check = checkCart(items, stock as ShownStock);
    expect(check.lines).toEqual(states);
    expect(check.totals).toEqual(totals);
    expect(check.blocker).toBe(blocker);
    expect(check.counted.length).toBe(states.filter((s) => s.kind !== "soldOut").length);
  });

  it("with no stock figures yet, trusts the cart (checkout refuses what cannot be filled)", () => {
    const check = checkCart([line("one-and-done", "Lemon Squash", 1)], null);
    expect(check.lines).toEqual([{ kind: "ok", canAdd: true }]);
    expect(check.blocker).toBeNull();
  });
});

describe("swapLineFlavor", () => {
  it("replaces one slot's flavour and keeps the rest of the line", () => {
    const items = [line("dynamic-duo", "Lemon Squash, Pineapple Punch", 2, 8999)];
    expect(
      swapLineFlavor(items, { id: "dynamic-duo", flavor: "Lemon Squash, Pineapple Punch" }, 1, "Orange Crush"),
    ).toEqual([{ ...items[0], flavor: "Lemon Squash, Orange Crush" }]);
  });

  it("merges into a line that already has the new flavours", () => {
    const items = [line("one-and-done", "Pineapple Punch", 2), line("one-and-done", "Lemon Squash", 1)];
    expect(swapLineFlavor(items, { id: "one-and-done", flavor: "Pineapple Punch" }, 0, "Lemon Squash")).toEqual([
      line("one-and-done", "Lemon Squash", 3),
    ]);
  });

  it("leaves the cart as it is for an unknown line or slot", () => {
    const items = [line("one-and-done", "Lemon Squash", 1)];
    expect(swapLineFlavor(items, { id: "one-and-done", flavor: "Lemon Squash" }, 3, "Orange Crush")).toEqual(items);
    expect(swapLineFlavor(items, { id: "nope", flavor: "Lemon Squash" }, 0, "Orange Crush")).toEqual(items);
  });
});
