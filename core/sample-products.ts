// The per-flavour sample products that the admin's 'Migrate Products' adds (docs/spec.md §2). Here in
// core so that the Products screen can name them in its confirmation before anything is added.
import { DEFAULT_FLAVORS } from "./constants";
import { productNameForFlavor } from "./flavors";
import type { ProductInput } from "./product";

export const RECOVERY_BLEND =
  "Electrolytes, vitamin B-complex, vitamin C, magnesium, N-acetylcysteine, ashwagandha, L-theanine, milk thistle, turmeric and zinc in one scoop.";

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Drafts, so nothing reaches shoppers until staff have checked and published them, and without
 * image files: a product with no uploaded image is drawn as the tub of its flavour.
 */
export const SAMPLE_PRODUCTS: ProductInput[] = DEFAULT_FLAVORS.map((flavor, i) => ({
  id: `${slug(flavor)}-recovery-pack`,
  name: productNameForFlavor(flavor),
  description: `<p>A single tub of ${flavor}. ${RECOVERY_BLEND}</p>`,
  images: [],
  status: "draft",
  unitPrice: 4999,
  priceId: `price_${slug(flavor).replace(/-/g, "_")}`,
  order: 10 + i,
  weightGrams: 100,
  metadata: { flavor, flavorSelections: 1, servings: 20, freeShipping: false, tier: "Basic" },
}));

/** The samples not yet in a catalogue (by id): what 'Migrate Products' would add to it. */
export function samplesMissingFrom(ids: readonly string[]): ProductInput[] {
  const have = new Set(ids);
  return SAMPLE_PRODUCTS.filter((p) => !have.has(p.id));
}
