// The drawn tub that stands in for a product photo is an image the server draws
// (server/modules/products/tub-art.views.ts) at an address that names what it shows: a page
// carries one short <img> instead of a few hundred SVG elements, and the browser keeps the
// drawing for every page after. This file is that address, for the pages that write it and the
// route that reads it.
import { DEFAULT_FLAVORS } from "./constants";

export const TUB_ART_PATH = "/art/tub.svg";
/** A mixed pack draws two or three tubs; more flavours than that draw the first three. */
export const MAX_TUB_FLAVOURS = 3;
/** Longer than any flavour or shop name the admin accepts. */
export const MAX_TUB_TEXT = 120;
const MIXED_LABEL = "mixed pack";

export type TubArt = { flavors: string[]; brand: string };

/**
 * The flavours to draw: a list of two or more, or a comma-joined flavour, draws a mixed pack;
 * "Mixed Pack" (or `mixed` with no list) draws the three house flavours; otherwise one tub.
 */
export function tubFlavours(flavor: string | undefined, flavors?: readonly string[], mixed?: boolean): string[] {
  const clean = (list: readonly string[]) => list.map((f) => f.trim()).filter((f) => f.length > 0);
  const pick = (list: string[]) => list.slice(0, MAX_TUB_FLAVOURS);
  if (flavors && clean(flavors).length > 1) return pick(clean(flavors));
  const fromFlavor = clean((flavor ?? "").split(","));
  if (fromFlavor.length > 1) return pick(fromFlavor);
  if (mixed || fromFlavor[0]?.toLowerCase() === MIXED_LABEL) return [...DEFAULT_FLAVORS];
  return fromFlavor.length === 1 ? fromFlavor : pick(clean(flavors ?? []));
}

/** The picture's size (and where its drawing starts): a single tub is narrower than a pack. */
export function tubArtBox(flavors: readonly string[]): { width: number; height: number; top: number } {
  return flavors.length > 1 ? { width: 360, height: 226, top: 10 } : { width: 200, height: 218, top: 18 };
}

/** The image's address (relative to the shop). */
export function tubArtUrl(art: TubArt): string {
  const q = new URLSearchParams();
  for (const f of art.flavors) q.append("f", f);
  q.set("b", art.brand);
  return `${TUB_ART_PATH}?${q.toString()}`;
}

/** What an address asks to be drawn, or why it cannot be. */
export function parseTubArt(query: URLSearchParams): TubArt | { problem: string } {
  const flavors = query.getAll("f").map((f) => f.trim());
  const brand = (query.get("b") ?? "").trim();
  if (flavors.length > MAX_TUB_FLAVOURS) return { problem: `A tub picture shows at most ${MAX_TUB_FLAVOURS} flavours` };
  if ([...flavors, brand].some((t) => t.length > MAX_TUB_TEXT)) {
    return { problem: `A flavour or shop name on a tub is at most ${MAX_TUB_TEXT} characters` };
  }
  if (flavors.some((f) => f === "")) return { problem: "A flavour on a tub cannot be blank" };
  return { flavors, brand };
}
