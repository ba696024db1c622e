// The catalogue a new shop starts with (docs/spec.md §3 seed products). The samples that the admin's
// 'Migrate Products' adds are in core/sample-products.ts.
import { DEFAULT_FLAVORS } from "../../../core/constants";
import type { ProductInput } from "../../../core/product";
import { RECOVERY_BLEND as blend } from "../../../core/sample-products";

export const SEED_PRODUCTS: ProductInput[] = [
  {
    id: "one-and-done",
    name: "Basic Recovery Pack",
    description: `<p>One tub of our complete recovery formula. ${blend}</p><p>Mix one scoop with 300 ml of cold water.</p>`,
    unitPrice: 4999,
    order: 1,
    weightGrams: 100,
    metadata: {
      flavor: "Lemon Squash",
      flavorSelections: 1,
      servings: 20,
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
    weightGrams: 200,
    metadata: {
      flavor: "Duo Pack",
      flavorSelections: 2,
      servings: 40,
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
    weightGrams: 300,
    metadata: {
      flavor: "Mixed Pack",
      flavorSelections: 3,
      servings: 60,
      freeShipping: true,
      tier: "Premium",
      availableFlavors: [...DEFAULT_FLAVORS],
    },
  },
];
