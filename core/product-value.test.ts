import { describe, expect, it } from "vitest";
import { packSaving, pricePerServe } from "./product-value";

const product = (
  id: string,
  unitPrice: number,
  flavorSelections: number,
  extra: { status?: string; servings?: number } = {},
) => ({
  id,
  unitPrice,
  status: (extra.status ?? "active") as "active" | "draft" | "archived",
  metadata: { flavorSelections, servings: extra.servings ?? 20 * flavorSelections },
});

const basic = product("one-and-done", 4999, 1);
const duo = product("dynamic-duo", 8999, 2);
const triple = product("triple-threat", 12999, 3);

describe("pricePerServe", () => {
  it.each([
    [basic, 250], // 4999 / 20 = 249.95
    [duo, 225], // 8999 / 40 = 224.975
    [triple, 217], // 12999 / 60 = 216.65
    [product("x", 1000, 1, { servings: 0 }), null],
  ])("%o costs %s cents a serve", (p, expected) => {
    expect(pricePerServe(p)).toBe(expected);
  });
});

describe("packSaving", () => {
  const catalogue = [basic, duo, triple];
  it.each([
    ["a single tub saves nothing", basic, catalogue, null],
    [
      "the Triple Threat against 3 × $49.99",
      triple,
      catalogue,
      { tubs: 3, singlePrice: 4999, saving: 1998, percent: 13 },
    ],
    ["the Dynamic Duo against 2 × $49.99", duo, catalogue, { tubs: 2, singlePrice: 4999, saving: 999, percent: 9 }],
    [
      "the cheapest single tub is the yardstick",
      triple,
      [...catalogue, product("cheap", 4500, 1)],
      { tubs: 3, singlePrice: 4500, saving: 501, percent: 3 },
    ],
    ["no single tub on sale", triple, [duo, triple], null],
    ["a draft single tub is not a yardstick", triple, [product("d", 3000, 1, { status: "draft" }), duo, triple], null],
    ["a pack dearer than its singles shows no saving", product("p", 16000, 3), catalogue, null],
    ["a pack at exactly the singles' price shows no saving", product("p", 14997, 3), catalogue, null],
  ])("%s", (_name, pack, cat, expected) => {
    expect(packSaving(pack, cat)).toEqual(expected);
  });
});
