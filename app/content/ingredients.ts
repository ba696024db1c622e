// The ten ingredients in every scoop (docs/spec.md §3) and their amount per serve. What each does (the
// ingredient modal's text) is in ingredient-benefits.ts, loaded only when a shopper opens one.
export type Ingredient = { slug: string; name: string; dose: string };

export const INGREDIENTS: readonly Ingredient[] = [
  { slug: "electrolytes", name: "Electrolytes", dose: "1000mg" },
  { slug: "vitamin-b-complex", name: "Vitamin B-Complex", dose: "100mg" },
  { slug: "vitamin-c", name: "Vitamin C", dose: "1000mg" },
  { slug: "magnesium", name: "Magnesium", dose: "200mg" },
  { slug: "n-acetylcysteine", name: "N-Acetylcysteine", dose: "600mg" },
  { slug: "ashwagandha", name: "Ashwagandha", dose: "500mg" },
  { slug: "l-theanine", name: "L-Theanine", dose: "200mg" },
  { slug: "milk-thistle", name: "Milk Thistle", dose: "250mg" },
  { slug: "turmeric", name: "Turmeric", dose: "500mg" },
  { slug: "zinc", name: "Zinc", dose: "15mg" },
];
