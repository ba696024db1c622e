import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INGREDIENTS } from "../../content/ingredients";
import { HERO_BACKGROUND_URL, ingredientIconUrl } from "./art-files";

const fileOf = (url: string) => readFileSync(new URL(`../../..${url}`, import.meta.url), "utf8");

describe("artwork files", () => {
  it.each(INGREDIENTS.map((i) => [i.slug]))("the ingredient %s has an SVG icon of its own", (slug) => {
    const url = ingredientIconUrl(slug);
    expect(url).toBeDefined();
    expect(fileOf(url!)).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("the ten icons are ten different drawings", () => {
    const drawings = new Set(INGREDIENTS.map((i) => fileOf(ingredientIconUrl(i.slug)!)));
    expect(drawings.size).toBe(INGREDIENTS.length);
  });

  it("an unknown ingredient has no icon rather than another's", () => {
    expect(ingredientIconUrl("unobtainium")).toBeUndefined();
  });

  it("the hero background is an SVG that fills any box (slice)", () => {
    expect(fileOf(HERO_BACKGROUND_URL)).toMatch(/preserveAspectRatio="xMidYMid slice"/);
  });
});
