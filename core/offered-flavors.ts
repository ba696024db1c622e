import { DEFAULT_FLAVORS } from "./constants";

type FlavorSource = { metadata: { flavor: string; flavorSelections?: number; availableFlavors?: readonly string[] } };

/**
 * The flavours a product's selector offers, and so the only ones checkout
 * accepts for it: its available flavours when set, else the defaults; a
 * single-flavour product's own flavour is always on offer.
 */
export function offeredFlavors(product: FlavorSource): string[] {
  const list = product.metadata.availableFlavors?.length ? product.metadata.availableFlavors : DEFAULT_FLAVORS;
  const own = (product.metadata.flavorSelections ?? 1) === 1 ? [product.metadata.flavor] : [];
  return [...new Set([...list, ...own].map((f) => f.trim()).filter((f) => f !== ""))];
}
