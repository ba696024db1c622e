import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INGREDIENTS } from "../../content/ingredients";
import { ingredientIconUrl } from "./art-files";

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

  it("the hero background is an SVG that fills any box (slice), small enough to travel inside the page's CSS", () => {
    const svg = fileOf("/app/assets/art/hero-background.svg");
    expect(svg).toMatch(/preserveAspectRatio="xMidYMid slice"/);
    // Vite inlines assets under 4 KB as data: URLs; a larger file would cost the first screen a request.
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });
});
