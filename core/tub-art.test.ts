import { describe, expect, it } from "vitest";
import { parseTubArt, tubArtUrl, tubFlavours } from "./tub-art";

describe("the flavours a tub picture shows", () => {
  it("one flavour draws one tub", () => {
    expect(tubFlavours("Lemon Squash")).toEqual(["Lemon Squash"]);
  });
  it("a comma-joined flavour, or a list of two or more, draws a mixed pack of at most three", () => {
    expect(tubFlavours("Lemon Squash, Orange Crush")).toEqual(["Lemon Squash", "Orange Crush"]);
    expect(tubFlavours("x", ["A", "B", "C", "D"])).toEqual(["A", "B", "C"]);
  });
  it("Mixed Pack, or mixed with no list, draws the three house flavours", () => {
    expect(tubFlavours("Mixed Pack")).toEqual(["Lemon Squash", "Orange Crush", "Pineapple Punch"]);
    expect(tubFlavours(undefined, undefined, true)).toEqual(["Lemon Squash", "Orange Crush", "Pineapple Punch"]);
  });
  it("no flavour at all draws the unlabelled tub", () => {
    expect(tubFlavours("")).toEqual([]);
  });
});

describe("the tub picture's address", () => {
  it("reads back what it was written from, whatever the names hold", () => {
    const art = { flavors: ["Mango & Lime", "Berry? #1"], brand: "Rebound <Co>" };
    const url = tubArtUrl(art);
    expect(url.startsWith("/art/tub.svg?")).toBe(true);
    expect(parseTubArt(new URL(url, "https://shop.test").searchParams)).toEqual(art);
  });
  it("refuses more than three flavours, a blank one, and names past 120 characters", () => {
    const q = (s: string) => parseTubArt(new URLSearchParams(s));
    expect(q("f=a&f=b&f=c&f=d")).toEqual({ problem: "A tub picture shows at most 3 flavours" });
    expect(q("f=a&f=")).toEqual({ problem: "A flavour on a tub cannot be blank" });
    expect(q(`b=${"x".repeat(121)}`)).toEqual({
      problem: "A flavour or shop name on a tub is at most 120 characters",
    });
  });
});
