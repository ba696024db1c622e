import { describe, expect, it } from "vitest";
import {
  addableQuantity,
  addCartItem,
  cardShowsFreeShipping,
  cartItemCount,
  cartSubtotal,
  cartTotals,
  removeCartItem,
  setCartItemQuantity,
  shippingCharge,
  type CartItem,
} from "./cart";

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: "one-and-done",
  name: "Basic Recovery Pack",
  description: "",
  images: [],
  unitPrice: 4999,
  quantity: 1,
  flavor: "Lemon Squash",
  freeShipping: false,
  ...over,
});

describe("cart total and item count", () => {
  it("sums unitPrice × quantity and quantities", () => {
    const items = [item({ quantity: 2 }), item({ id: "dynamic-duo", unitPrice: 8999, quantity: 1, flavor: "A, B" })];
    expect(cartSubtotal(items)).toBe(2 * 4999 + 8999);
    expect(cartItemCount(items)).toBe(3);
    expect(cartSubtotal([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
  });
});

describe("merging lines", () => {
  it("adds to the line with the same id and flavour", () => {
    const cart = addCartItem([item()], item({ quantity: 2 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(3);
  });
  it("keeps a different flavour of the same product as its own line", () => {
    const cart = addCartItem([item()], item({ flavor: "Orange Crush" }));
    expect(cart.map((l) => l.flavor)).toEqual(["Lemon Squash", "Orange Crush"]);
  });
  it("never lets a merged line pass the maximum of 5", () => {
    expect(addCartItem([item({ quantity: 4 })], item({ quantity: 3 }))[0]!.quantity).toBe(5);
  });
  it("says how much an add really adds: none once the line is at 5, the rest up to 5 otherwise", () => {
    expect(addableQuantity([], item({ quantity: 2 }))).toBe(2);
    expect(addableQuantity([item({ quantity: 4 })], item({ quantity: 3 }))).toBe(1);
    expect(addableQuantity([item({ quantity: 5 })], item())).toBe(0);
    expect(addableQuantity([item({ quantity: 5 })], item({ flavor: "Orange Crush" }))).toBe(1);
  });
  it("removes and sets quantity by line", () => {
    const cart = [item(), item({ flavor: "Orange Crush" })];
    expect(removeCartItem(cart, { id: "one-and-done", flavor: "Lemon Squash" }).map((l) => l.flavor)).toEqual([
      "Orange Crush",
    ]);
    expect(setCartItemQuantity(cart, { id: "one-and-done", flavor: "Orange Crush" }, 4)[1]!.quantity).toBe(4);
    expect(setCartItemQuantity(cart, { id: "one-and-done", flavor: "Orange Crush" }, 0)[1]!.quantity).toBe(1);
    expect(setCartItemQuantity(cart, { id: "one-and-done", flavor: "Orange Crush" }, 9)[1]!.quantity).toBe(5);
  });
});

describe("shipping rule (docs/spec.md §9)", () => {
  const line = (
    over: Partial<{ quantity: number; freeShipping: boolean; flavor: string; shippingCost: number }> = {},
  ) => ({
    quantity: 1,
    freeShipping: false,
    flavor: "Lemon Squash",
    ...over,
  });
  it.each([
    ["a single line of quantity 1", [line()], 995],
    ["a single line with its own shipping cost", [line({ shippingCost: 1200 })], 1200],
    ["quantity above 1", [line({ quantity: 2 })], 0],
    ["more than one line", [line(), line({ flavor: "Orange Crush" })], 0],
    ["a free-shipping flag", [line({ freeShipping: true })], 0],
    ["a multi-flavour pack", [line({ flavor: "Lemon Squash, Orange Crush" })], 0],
    ["an empty cart", [], 0],
  ])("%s → %s cents", (_label, lines, cents) => expect(shippingCharge(lines)).toBe(cents));

  it("adds shipping to the total", () => {
    expect(cartTotals([{ ...line(), unitPrice: 4999 }])).toEqual({ subtotal: 4999, shipping: 995, total: 5994 });
    expect(cartTotals([{ ...line({ quantity: 2 }), unitPrice: 4999 }])).toEqual({
      subtotal: 9998,
      shipping: 0,
      total: 9998,
    });
  });
});

describe("product card's free-shipping display", () => {
  it.each([
    [{ id: "one-and-done", freeShipping: false, quantity: 1 }, false],
    [{ id: "one-and-done", freeShipping: false, quantity: 2 }, true],
    [{ id: "one-and-done", freeShipping: true, quantity: 1 }, true],
    [{ id: "dynamic-duo", freeShipping: false, quantity: 1 }, true],
    [{ id: "triple-threat", freeShipping: false, quantity: 1 }, true],
  ])("%j → %s", (opts, shown) => expect(cardShowsFreeShipping(opts)).toBe(shown));
});

describe("subscription lines", () => {
  const every4 = { frequencyWeeks: 4, discountPercent: 10 };
  it("keeps the same product bought once and on subscription as two lines, and each frequency apart", () => {
    let cart = addCartItem([], item());
    cart = addCartItem(cart, item({ unitPrice: 4499, subscription: every4 }));
    cart = addCartItem(cart, item({ unitPrice: 4499, subscription: every4, quantity: 2 }));
    cart = addCartItem(cart, item({ unitPrice: 4499, subscription: { frequencyWeeks: 8 } }));
    expect(cart.map((l) => [l.subscription?.frequencyWeeks ?? null, l.quantity])).toEqual([
      [null, 1],
      [4, 3],
      [8, 1],
    ]);
    expect(cartSubtotal(cart)).toBe(4999 + 4 * 4499);
  });

  it("addresses a line by id, flavour and frequency", () => {
    const cart = [item(), item({ subscription: every4 })];
    expect(removeCartItem(cart, { id: "one-and-done", flavor: "Lemon Squash", frequencyWeeks: 4 })).toEqual([item()]);
    expect(removeCartItem(cart, { id: "one-and-done", flavor: "Lemon Squash" })).toEqual([
      item({ subscription: every4 }),
    ]);
    const set = setCartItemQuantity(cart, { id: "one-and-done", flavor: "Lemon Squash", frequencyWeeks: 4 }, 3);
    expect(set.map((l) => l.quantity)).toEqual([1, 3]);
    expect(addableQuantity(set, item({ quantity: 1 }))).toBe(1);
  });
});
