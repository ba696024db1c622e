import { describe, expect, it } from "vitest";
import {
  allocateDiscount,
  applyPromo,
  normalizeCode,
  promoRefusal,
  PromoInputSchema,
  instantToSydneyLocal,
  sydneyLocalToInstant,
  unknownCodeMessage,
  type Promo,
} from "./promo";

const base: Promo = PromoInputSchema.parse({ code: "save10", kind: "percent", value: 10 });
const promo = (over: Partial<Promo>): Promo => ({ ...base, ...over });
const BASIC = { productId: "one-and-done", unitPrice: 4999, quantity: 1 };
const DUO = { productId: "dynamic-duo", unitPrice: 8999, quantity: 2 };

describe("codes are case-insensitive and trimmed", () => {
  it.each([
    ["  save10 ", "SAVE10"],
    ["Save10", "SAVE10"],
    ["SAVE10", "SAVE10"],
  ])("%j → %s", (raw, code) => expect(normalizeCode(raw)).toBe(code));

  it("saves the code upper-case", () => expect(base.code).toBe("SAVE10"));
});

describe("what staff may save", () => {
  it.each([
    [{ code: "OK10", kind: "percent", value: 10 }, null],
    [{ code: "ALL", kind: "percent", value: 100 }, null],
    [{ code: "OVER", kind: "percent", value: 101 }, "A percentage off must be from 1 to 100"],
    [{ code: "NEG", kind: "percent", value: -5 }, "A discount cannot be negative"],
    [{ code: "NEGFIX", kind: "fixed", value: -500 }, "A discount cannot be negative"],
    [{ code: "ZERO", kind: "fixed", value: 0 }, "An amount off must be at least 1 cent"],
    [{ code: "SHIP", kind: "free_shipping" }, null],
    [{ code: "a b", kind: "percent", value: 5 }, "A code may use letters, digits, - and _ only"],
    [{ code: "X", kind: "percent", value: 5 }, "A code has at least 3 characters"],
    [
      {
        code: "BACKWARDS",
        kind: "percent",
        value: 5,
        startsAt: "2026-12-02T00:00:00Z",
        endsAt: "2026-12-01T00:00:00Z",
      },
      "The end must be after the start",
    ],
    [
      { code: "USES", kind: "percent", value: 5, totalUses: 0 },
      "Total uses must be at least 1 (leave it empty for no limit)",
    ],
    [{ code: "MIN", kind: "percent", value: 5, minSpend: -1 }, "The minimum spend cannot be negative"],
  ])("%o → %s", (input, message) => {
    const r = PromoInputSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });
});

describe("Sydney time as staff type it", () => {
  it.each([
    ["2026-07-01T09:00", "2026-06-30T23:00:00.000Z"], // AEST, +10
    ["2026-12-01T09:00", "2026-11-30T22:00:00.000Z"], // AEDT, +11
    ["2026-04-05T02:30", "2026-04-04T15:30:00.000Z"], // the repeated hour: the earlier instant
    ["2026-10-04T02:30", "2026-10-03T16:30:00.000Z"], // skipped by daylight saving: an hour on
    ["2026-02-30T09:00", null],
    ["tomorrow", null],
  ])("%s → %s", (local, instant) => expect(sydneyLocalToInstant(local)).toBe(instant));

  it.each([
    ["2026-06-30T23:00:00.000Z", "2026-07-01T09:00"],
    ["2026-11-30T22:00:00.000Z", "2026-12-01T09:00"],
    ["2026-04-04T15:30:00.000Z", "2026-04-05T02:30"],
  ])("shows %s as %s for editing, which reads back the same", (instant, local) => {
    expect(instantToSydneyLocal(instant)).toBe(local);
    expect(sydneyLocalToInstant(instantToSydneyLocal(instant))).toBe(instant);
  });
});

describe("promoRefusal: each bad code its own message", () => {
  const now = new Date("2026-12-01T00:00:00Z");
  const usage = { total: 0, byEmail: null };
  it.each([
    ["usable", promo({}), [BASIC], usage, null],
    ["inactive reads as unknown", promo({ active: false }), [BASIC], usage, "We don't recognise the code SAVE10"],
    [
      "not started",
      promo({ startsAt: "2026-12-05T22:00:00Z" }),
      [BASIC],
      usage,
      "The code SAVE10 starts on 6 Dec 2026, 9:00 am (Sydney time)",
    ],
    [
      "expired",
      promo({ endsAt: "2026-11-30T13:00:00Z" }),
      [BASIC],
      usage,
      "The code SAVE10 expired on 1 Dec 2026, 12:00 am (Sydney time)",
    ],
    ["used up", promo({ totalUses: 3 }), [BASIC], { total: 3, byEmail: null }, "The code SAVE10 has been used up"],
    [
      "used by this e-mail",
      promo({ usesPerEmail: 1 }),
      [BASIC],
      { total: 1, byEmail: 1 },
      "You have already used the code SAVE10",
    ],
    [
      "below the minimum",
      promo({ minSpend: 10000 }),
      [BASIC],
      usage,
      "Spend $100.00 or more to use SAVE10 (your cart is $49.99)",
    ],
    [
      "not for these products",
      promo({ productIds: ["triple-threat"] }),
      [BASIC, DUO],
      usage,
      "The code SAVE10 does not apply to anything in your cart",
    ],
  ])("%s", (_, p, lines, u, message) => expect(promoRefusal(p, { lines, now, usage: u })).toBe(message));

  it("an unknown code says so", () => expect(unknownCodeMessage(" nope ")).toBe("We don't recognise the code NOPE"));
});

describe("applyPromo: the discount and GST of the discounted total", () => {
  it.each([
    ["10% off everything", promo({}), [BASIC, DUO], 0, { subtotal: 22997, discount: 2300, total: 20697, gst: 1882 }],
    ["10% off one product", promo({ productIds: ["dynamic-duo"] }), [BASIC, DUO], 0, { discount: 1800, total: 21197 }],
    ["$20 off", promo({ kind: "fixed", value: 2000 }), [BASIC], 995, { discount: 2000, total: 3994, gst: 363 }],
    [
      "$100 off a $49.99 cart: never below the goods",
      promo({ kind: "fixed", value: 10000 }),
      [BASIC],
      995,
      { discount: 4999, total: 995 },
    ],
    [
      "free shipping",
      promo({ kind: "free_shipping", value: 0 }),
      [BASIC],
      995,
      { discount: 995, total: 4999, gst: 454 },
    ],
    ["100% off", promo({ value: 100 }), [BASIC], 995, { discount: 4999, total: 995, gst: 90 }],
  ])("%s", (_, p, lines, shipping, expected) => expect(applyPromo(p, lines, shipping)).toMatchObject(expected));
});

describe("allocateDiscount: per-line shares that add up to the discount", () => {
  it.each([
    [[4999, 17998], 2300, [500, 1800]],
    [[100, 100, 100], 100, [34, 33, 33]],
    [[0, 5000], 700, [0, 700]],
    [[1000], 5000, [1000]],
    [[1000, 2000], 0, [0, 0]],
  ])("%o less %i → %o", (amounts, discount, shares) => {
    const got = allocateDiscount(amounts, discount);
    expect(got).toEqual(shares);
    expect(got.reduce((a, b) => a + b, 0)).toBe(
      Math.min(
        discount,
        amounts.reduce((a, b) => a + b, 0),
      ),
    );
  });
});
