// The product form's helpers, shared by the admin screen and tests: a stored
// Product back into the input shape the API takes, and docs/spec.md §5 form rules.
import { DEFAULT_FLAVORS } from "./constants";
import type { Product, ProductEditInput } from "./product";

/** What PUT /api/admin/products/:id takes for a product as read from the API. */
export function productToInput(p: Product): ProductEditInput {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    images: [...p.images],
    unitPrice: p.unitPrice,
    ...(p.priceId ? { priceId: p.priceId } : {}),
    status: p.status,
    gradients: { ...p.gradients },
    shippingCost: p.shippingCost,
    order: p.order,
    ...(p.weightGrams === null ? {} : { weightGrams: p.weightGrams }),
    metadata: {
      flavor: p.metadata.flavor,
      flavorSelections: p.metadata.flavorSelections,
      servings: p.metadata.servings,
      freeShipping: p.metadata.freeShipping,
      tier: p.metadata.tier,
      ...(p.metadata.availableFlavors ? { availableFlavors: [...p.metadata.availableFlavors] } : {}),
    },
  };
}

/** Cents typed in a form: digits only, parsed as an integer; anything else is null. */
export function parseCents(text: string): number | null {
  const t = text.trim();
  return /^\d{1,9}$/.test(t) ? Number.parseInt(t, 10) : null;
}

/** The default flavours cannot be removed from a product's available flavours (docs/spec.md §5). */
export function isDefaultFlavor(flavor: string): boolean {
  return (DEFAULT_FLAVORS as readonly string[]).includes(flavor.trim());
}

/** Adds a custom flavour when it is non-empty after trimming and not there yet (case-insensitive). */
export function addFlavor(list: readonly string[], flavor: string): string[] {
  const f = flavor.trim();
  if (f === "" || list.some((x) => x.toLowerCase() === f.toLowerCase())) return [...list];
  return [...list, f];
}

export function removeFlavor(list: readonly string[], flavor: string): string[] {
  return isDefaultFlavor(flavor) ? [...list] : list.filter((x) => x !== flavor);
}
