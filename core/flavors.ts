import { DEFAULT_FLAVORS } from "./constants";

export type FlavorColor = { name: string; swatch: string; light: string; dark: string };

const COLORS: Record<string, FlavorColor> = {
  "Lemon Squash": { name: "yellow", swatch: "#facc15", light: "#fef9c3", dark: "#a16207" },
  "Orange Crush": { name: "orange", swatch: "#f97316", light: "#ffedd5", dark: "#c2410c" },
  "Pineapple Punch": { name: "amber", swatch: "#f59e0b", light: "#fef3c7", dark: "#b45309" },
};
const UNKNOWN: FlavorColor = { name: "fuchsia", swatch: "#d946ef", light: "#fae8ff", dark: "#a21caf" };

/** Lemon Squash yellow, Orange Crush orange, Pineapple Punch amber, anything else fuchsia. */
export function flavorColor(flavor: string): FlavorColor {
  return COLORS[flavor.trim()] ?? UNKNOWN;
}

/** Flavours a multi-flavour cart line carries (stored comma-joined, docs/spec.md §3 Cart item). */
export function splitFlavors(flavor: string): string[] {
  return flavor
    .split(",")
    .map((f) => f.trim())
    .filter((f) => f.length > 0);
}

export function joinFlavors(flavors: readonly string[]): string {
  return flavors.map((f) => f.trim()).join(", ");
}

export function isMultiFlavor(flavor: string): boolean {
  return splitFlavors(flavor).length > 1;
}

type FlavorSource = { metadata: { flavor?: string; availableFlavors?: readonly string[] } };

/**
 * The flavour list grows from product metadata: defaults first, then every
 * product's flavour and available flavours; blanks and duplicates ignored.
 */
export function buildFlavorList(products: readonly FlavorSource[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (value: string | undefined) => {
    const v = value?.trim();
    if (!v || seen.has(v.toLowerCase())) return;
    seen.add(v.toLowerCase());
    out.push(v);
  };
  DEFAULT_FLAVORS.forEach(add);
  for (const p of products) {
    for (const f of splitFlavors(p.metadata.flavor ?? "")) add(f);
    p.metadata.availableFlavors?.forEach(add);
  }
  return out;
}

/** Number of flavours a pack requires: its flavour slots, at least one. */
export function requiredFlavorCount(product: { metadata: { flavorSelections?: number } }): number {
  const n = product.metadata.flavorSelections ?? 1;
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Preset choices for a pack's slots: cycle through the offered flavours. */
export function defaultFlavorSelection(offered: readonly string[], count: number): string[] {
  const list = offered.length > 0 ? offered : DEFAULT_FLAVORS;
  return Array.from({ length: count }, (_, i) => list[i % list.length]!);
}

const NAMES: Record<string, string> = {
  "Lemon Squash": "Lemon Refresh Recovery Pack",
  "Orange Crush": "Orange Boost Recovery Pack",
  "Pineapple Punch": "Pineapple Energy Recovery Pack",
};

/** Product name derived from a flavour (docs/spec.md §9). */
export function productNameForFlavor(flavor: string): string {
  const f = flavor.trim();
  return NAMES[f] ?? `${f} Recovery Pack`;
}
