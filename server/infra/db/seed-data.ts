// The catalogue a new shop starts with (SPEC §3 seed products), and the
// per-flavour sample products that the admin's 'Migrate Products' adds.
import { DEFAULT_FLAVORS } from "../../../core/constants";
import { productNameForFlavor } from "../../../core/flavors";
import type { ProductInput } from "../../../core/product";

const blend =
  "Electrolytes, vitamin B-complex, vitamin C, magnesium, N-acetylcysteine, ashwagandha, L-theanine, milk thistle, turmeric and zinc in one scoop.";

export const SEED_PRODUCTS: ProductInput[] = [
  {
    id: "one-and-done",
    name: "Basic Recovery Pack",
    description: `<p>One tub of our complete recovery formula. ${blend}</p><p>Mix one scoop with 300 ml of cold water.</p>`,
    unitPrice: 4999,
    order: 1,
    metadata: {
      flavor: "Lemon Squash",
      flavorSelections: 1,
      servings: 20,
      weight: "100g",
      freeShipping: false,
      tier: "Basic",
      availableFlavors: [...DEFAULT_FLAVORS],
    },
  },
  {
    id: "dynamic-duo",
    name: "Dynamic Duo Recovery",
    description: `<p>Two tubs, two flavours of your choice, and free express shipping. ${blend}</p>`,
    unitPrice: 8999,
    order: 2,
    metadata: {
      flavor: "Duo Pack",
      flavorSelections: 2,
      servings: 40,
      weight: "200g",
      freeShipping: true,
      tier: "Popular",
      availableFlavors: [...DEFAULT_FLAVORS],
    },
  },
  {
    id: "triple-threat",
    name: "Triple Threat Recovery",
    description: `<p>All three flavours in one pack: the best value per serve, with free express shipping. ${blend}</p>`,
    unitPrice: 12999,
    order: 3,
    metadata: {
      flavor: "Mixed Pack",
      flavorSelections: 3,
      servings: 60,
      weight: "300g",
      freeShipping: true,
      tier: "Premium",
      availableFlavors: [...DEFAULT_FLAVORS],
    },
  },
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const SAMPLE_PRODUCTS: ProductInput[] = DEFAULT_FLAVORS.map((flavor, i) => ({
  id: `${slug(flavor)}-recovery-pack`,
  name: productNameForFlavor(flavor),
  description: `<p>A single tub of ${flavor}. ${blend}</p>`,
  images: [`/images/${slug(flavor)}.svg`],
  unitPrice: 4999,
  priceId: `price_${slug(flavor).replace(/-/g, "_")}`,
  order: 10 + i,
  metadata: { flavor, flavorSelections: 1, servings: 20, weight: "100g", freeShipping: false, tier: "Basic" },
}));
