// What a pack is worth to a shopper: the price of one serve, and what it saves against buying the
// same number of single tubs. Shown on product pages; computed here so every screen agrees.
import type { Product } from "./product";

type Priced = Pick<Product, "id" | "unitPrice" | "status"> & {
  metadata: Pick<Product["metadata"], "servings" | "flavorSelections">;
};

/** The price of one serve in cents, rounded to the cent; null when servings are unknown. */
export function pricePerServe(p: Priced): number | null {
  const servings = p.metadata.servings;
  return servings > 0 ? Math.round(p.unitPrice / servings) : null;
}

export type PackSaving = {
  /** How many single tubs the pack replaces (its flavour slots). */
  tubs: number;
  /** The cheapest active single tub, the yardstick. */
  singlePrice: number;
  /** tubs × singlePrice − pack price, in cents (always > 0). */
  saving: number;
  /** The saving as a whole percentage of the singles' price, rounded down (never overstated). */
  percent: number;
};

/**
 * A pack's saving against `tubs` single tubs at the cheapest active single-tub price in `catalogue`.
 * Null for a single tub, when no single tub is on sale, or when the pack costs as much or more.
 */
export function packSaving(pack: Priced, catalogue: readonly Priced[]): PackSaving | null {
  const tubs = pack.metadata.flavorSelections;
  if (tubs < 2) return null;
  const singles = catalogue.filter((p) => p.status === "active" && p.metadata.flavorSelections === 1);
  if (singles.length === 0) return null;
  const singlePrice = Math.min(...singles.map((p) => p.unitPrice));
  const saving = tubs * singlePrice - pack.unitPrice;
  if (saving <= 0) return null;
  return { tubs, singlePrice, saving, percent: Math.floor((saving * 100) / (tubs * singlePrice)) };
}
