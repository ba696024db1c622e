// The product form's state: text as typed, turned into the API's input shape
// with docs/spec.md §5's rules (required fields, cents as integers) and the shared schema.
import { DEFAULT_FLAVORS, type ProductStatus, type Tier } from "../../../../core/constants";
import {
  normalizeProduct,
  ProductInputSchema,
  type Product,
  type ProductEditInput,
  type ProductInput,
} from "../../../../core/product";
import { WEIGHT_GRAMS_MESSAGE } from "../../../../core/weight";
import { parseCents } from "../../../../core/product-form";
import { productNameForFlavor } from "../../../../core/flavors";

export type ProductDraft = {
  id: string;
  name: string;
  description: string;
  images: string[];
  unitPrice: string;
  shippingCost: string;
  priceId: string;
  status: ProductStatus;
  gradientFrom: string;
  gradientTo: string;
  flavor: string;
  flavorSelections: string;
  servings: string;
  weightGrams: string;
  freeShipping: boolean;
  tier: Tier;
  availableFlavors: string[];
  order: number | undefined;
};

export type DraftErrors = Partial<Record<keyof ProductDraft | "_", string>>;

export function draftFromInput(p: ProductEditInput): ProductDraft {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    images: [...(p.images ?? [])],
    unitPrice: String(p.unitPrice),
    shippingCost: String(p.shippingCost ?? 995),
    priceId: p.priceId ?? "",
    status: p.status ?? "active",
    gradientFrom: p.gradients?.from ?? "purple",
    gradientTo: p.gradients?.to ?? "fuchsia",
    flavor: p.metadata.flavor,
    flavorSelections: String(p.metadata.flavorSelections ?? 1),
    servings: String(p.metadata.servings),
    weightGrams: p.weightGrams === undefined ? "" : String(p.weightGrams),
    freeShipping: p.metadata.freeShipping ?? false,
    tier: p.metadata.tier ?? "Basic",
    availableFlavors: [...new Set([...DEFAULT_FLAVORS, ...(p.metadata.availableFlavors ?? [])])],
    order: p.order,
  };
}

const wholeNumber = (text: string): number | null => {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) ? Number.parseInt(t, 10) : null;
};

/** Schema paths → form fields, so a server or schema message lands beside its input. */
const FIELD_OF_PATH: Record<string, keyof ProductDraft> = {
  "gradients.from": "gradientFrom",
  "gradients.to": "gradientTo",
  "metadata.flavor": "flavor",
  "metadata.flavorSelections": "flavorSelections",
  "metadata.servings": "servings",
  "metadata.tier": "tier",
  "metadata.availableFlavors": "availableFlavors",
};

export function errorsFromDetails(details: Record<string, string>): DraftErrors {
  const out: DraftErrors = {};
  for (const [path, message] of Object.entries(details)) {
    const key = FIELD_OF_PATH[path] ?? (path.split(".")[0] as keyof ProductDraft);
    out[key] ??= message;
  }
  return out;
}

/** The API input for a draft, or the errors to show beside the fields. */
export function draftToInput(
  d: ProductDraft,
): { input: ProductInput; errors: null } | { input: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const required = (key: keyof ProductDraft, value: string, label: string) => {
    if (value.trim() === "") errors[key] = `${label} is required`;
  };
  required("id", d.id, "ID");
  required("name", d.name, "Name");
  required("description", d.description.replace(/<[^>]*>/g, ""), "Description");
  required("flavor", d.flavor, "Flavour");
  const unitPrice = parseCents(d.unitPrice);
  if (d.unitPrice.trim() === "") errors.unitPrice = "Price is required";
  else if (unitPrice === null) errors.unitPrice = "Price must be a whole number of cents";
  const shippingCost = parseCents(d.shippingCost);
  if (shippingCost === null) errors.shippingCost = "Shipping cost must be a whole number of cents";
  const servings = wholeNumber(d.servings);
  if (d.servings.trim() === "") errors.servings = "Servings is required";
  else if (servings === null || servings < 1) errors.servings = "Servings must be a whole number of at least 1";
  const weightGrams = wholeNumber(d.weightGrams);
  if (weightGrams === null || weightGrams < 1 || weightGrams > 30_000) errors.weightGrams = WEIGHT_GRAMS_MESSAGE;
  const flavorSelections = wholeNumber(d.flavorSelections);
  if (flavorSelections === null || flavorSelections < 1 || flavorSelections > 6) {
    errors.flavorSelections = "Flavour slots must be from 1 to 6";
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };

  const candidate: ProductInput = {
    id: d.id.trim(),
    name: d.name.trim(),
    description: d.description.trim(),
    images: d.images.map((u) => u.trim()).filter((u) => u !== ""),
    unitPrice: unitPrice!,
    ...(d.priceId.trim() ? { priceId: d.priceId.trim() } : {}),
    status: d.status,
    gradients: { from: d.gradientFrom, to: d.gradientTo },
    shippingCost: shippingCost!,
    ...(d.order !== undefined ? { order: d.order } : {}),
    weightGrams: weightGrams!,
    metadata: {
      flavor: d.flavor.trim(),
      flavorSelections: flavorSelections!,
      servings: servings!,
      freeShipping: d.freeShipping,
      tier: d.tier,
      availableFlavors: d.availableFlavors,
    },
  };
  const parsed = ProductInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const details: Record<string, string> = {};
    for (const issue of parsed.error.issues) details[issue.path.map(String).join(".")] ??= issue.message;
    return { input: null, errors: errorsFromDetails(details) };
  }
  return { input: candidate, errors: null };
}

/** The product the preview card shows: whatever parses, sensible stand-ins for the rest. */
export function previewProduct(d: ProductDraft): Product {
  const int = (text: string, fallback: number) => {
    const n = Number.parseInt(text, 10);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return normalizeProduct({
    id: d.id || "preview",
    name: d.name || "Untitled product",
    description: d.description,
    images: d.images.map((u) => u.trim()).filter((u) => /^(https?:\/\/|\/)/.test(u)),
    unitPrice: int(d.unitPrice, 0),
    status: d.status,
    gradients: { from: d.gradientFrom, to: d.gradientTo },
    shippingCost: int(d.shippingCost, 995),
    ...(wholeNumber(d.weightGrams) ? { weightGrams: wholeNumber(d.weightGrams)! } : {}),
    metadata: {
      flavor: d.flavor,
      flavorSelections: Math.min(6, Math.max(1, int(d.flavorSelections, 1))),
      servings: int(d.servings, 0),
      freeShipping: d.freeShipping,
      tier: d.tier,
      availableFlavors: d.availableFlavors,
    },
  });
}

/** docs/spec.md §9: the name follows the flavour while it is the default or the previous flavour's name. */
export function withFlavor(d: ProductDraft, flavor: string): ProductDraft {
  const follows = d.name.trim() === "" || d.name === "New Product" || d.name === productNameForFlavor(d.flavor);
  return { ...d, flavor, name: follows && flavor.trim() ? productNameForFlavor(flavor) : d.name };
}

/**
 * The errors still true after an edit: a field that changed keeps an error only if it still has
 * one (its new message); untouched fields keep theirs until the next save.
 */
export function errorsAfterEdit(errors: DraftErrors, before: ProductDraft, after: ProductDraft): DraftErrors {
  const keys = Object.keys(errors) as (keyof DraftErrors)[];
  const changed = keys.filter((k) => k !== "_" && before[k] !== after[k]);
  if (changed.length === 0) return errors;
  const now = draftToInput(after).errors ?? {};
  const out: DraftErrors = { ...errors };
  for (const k of changed) {
    if (now[k]) out[k] = now[k];
    else delete out[k];
  }
  return out;
}
