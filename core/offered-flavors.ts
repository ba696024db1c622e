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

/** The query parameter a link names a flavour with (`/products/one-and-done?flavour=Orange%20Crush`). */
export const FLAVOUR_PARAM = "flavour";

/**
 * The flavour a product page's address asks for, as the product offers it (any case), or null when
 * it names none, one the product does not offer, or the product is a pack of several.
 */
export function flavourFromAddress(product: FlavorSource, asked: string | null): string | null {
  if (!asked || (product.metadata.flavorSelections ?? 1) !== 1) return null;
  const want = asked.trim().toLowerCase();
  return offeredFlavors(product).find((f) => f.toLowerCase() === want) ?? null;
}

/** A product page's address with one flavour chosen. */
export function productFlavourPath(productId: string, flavour: string): string {
  return `/products/${productId}?${FLAVOUR_PARAM}=${encodeURIComponent(flavour)}`;
}
