import { z } from "zod";
import { isAllowedMediaUrl, MEDIA_URL_MESSAGE } from "./media";
import { DEFAULT_ORDER, DEFAULT_SHIPPING_CENTS, PRODUCT_STATUSES, TIERS } from "./constants";
import { formatGrams } from "./weight";
import { WeightGramsSchema } from "./weight-input";

// One shape for a product, shared by the admin form, the API and the service.

export const ProductMetadataSchema = z.object({
  flavor: z.string().trim().min(1, "Flavour is required").max(200),
  flavorSelections: z.number().int().min(1).max(6).default(1),
  servings: z.number().int().min(1, "Servings is required").max(1000),
  freeShipping: z.boolean().default(false),
  tier: z.enum(TIERS).default("Basic"),
  availableFlavors: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
});

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`);

export const PRODUCT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export const ProductInputSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, "ID is required")
    .regex(PRODUCT_ID_PATTERN, "ID may use lower-case letters, digits and hyphens only"),
  name: z.string().trim().min(1, "Name is required").max(200),
  description: z.string().trim().min(1, "Description is required").max(20_000),
  images: z.array(z.string().trim().max(2000).refine(isAllowedMediaUrl, MEDIA_URL_MESSAGE)).max(20).default([]),
  unitPrice: cents("Price"),
  priceId: z.string().trim().max(200).optional(),
  status: z.enum(PRODUCT_STATUSES).default("active"),
  gradients: z
    .object({ from: z.string().trim().min(1).max(40), to: z.string().trim().min(1).max(40) })
    .default({ from: "purple", to: "fuchsia" }),
  shippingCost: cents("Shipping cost").default(DEFAULT_SHIPPING_CENTS),
  order: z.number().int().min(0).max(1_000_000).optional(),
  weightGrams: WeightGramsSchema,
  metadata: ProductMetadataSchema,
});

export type ProductInput = z.input<typeof ProductInputSchema>;
/** A stored product back as input: without grams when its old weight text could not be read. */
export type ProductEditInput = Omit<ProductInput, "weightGrams"> & { weightGrams?: number };
/** A product input after the schema has parsed it (defaults filled in). */
export type ValidProduct = z.output<typeof ProductInputSchema>;
export type ProductMetadata = z.output<typeof ProductMetadataSchema>;

export type Product = {
  id: string;
  name: string;
  description: string;
  images: string[];
  thumbnail: string | null;
  unitPrice: number;
  priceId: string | null;
  status: (typeof PRODUCT_STATUSES)[number];
  gradients: { from: string; to: string };
  shippingCost: number;
  order: number;
  createdAt: string;
  updatedAt: string;
  /** Null only for a product whose old weight text could not be read as grams. */
  weightGrams: number | null;
  /** `weight` is the grams in words ("1.2 kg"), kept for API clients that read it. */
  metadata: ProductMetadata & { weight: string };
  /**
   * Storefront only: tubs available per counted flavour it offers (keyed by lower-case name,
   * capped, core/stock.ts). A flavour not listed is not counted and never sells out.
   */
  stock?: Readonly<Record<string, number>>;
  /** Storefront only: the approved reviews' average (one decimal) and count; absent without any. */
  rating?: { average: number; count: number };
  /** Storefront only: the Subscribe & save offer when staff switched it on. */
  subscription?: ProductSubscriptionOffer;
};

/** What the storefront and checkout read of an enabled offer (core/subscription-offer.ts). */
export type ProductSubscriptionOffer = { frequencies: number[]; discountPercent: number };

type LooseProduct = Partial<Omit<Product, "metadata">> & {
  id: string;
  metadata?: Partial<Omit<ProductMetadata, "weight">>;
};

/** docs/spec.md §3 normaliser defaults, applied whenever a product is read. */
export function normalizeProduct(p: LooseProduct, now: () => Date = () => new Date()): Product {
  const images = (p.images ?? []).filter((u) => typeof u === "string" && u.trim() !== "");
  const stamp = now().toISOString();
  const m = p.metadata ?? {};
  return {
    id: p.id,
    name: p.name ?? "",
    description: p.description ?? "",
    images,
    thumbnail: images[0] ?? null,
    unitPrice: p.unitPrice ?? 0,
    priceId: p.priceId ?? null,
    status: p.status ?? "active",
    gradients: p.gradients ?? { from: "purple", to: "fuchsia" },
    shippingCost: p.shippingCost ?? DEFAULT_SHIPPING_CENTS,
    order: p.order ?? DEFAULT_ORDER,
    createdAt: p.createdAt ?? stamp,
    updatedAt: p.updatedAt ?? stamp,
    weightGrams: p.weightGrams ?? null,
    metadata: {
      flavor: m.flavor ?? "",
      flavorSelections: m.flavorSelections ?? 1,
      servings: m.servings ?? 0,
      weight: formatGrams(p.weightGrams ?? null),
      freeShipping: m.freeShipping ?? false,
      tier: m.tier ?? "Basic",
      ...(m.availableFlavors ? { availableFlavors: m.availableFlavors } : {}),
    },
  };
}

/** The store order of the products (docs/spec.md §4): the admin API's reorder body and the Products screen's. */
export const ProductOrderSchema = z.object({
  ids: z.array(z.string().regex(PRODUCT_ID_PATTERN, "Malformed product id")).max(1000),
});

export const NEW_PRODUCT_PREFIX = "new-product-";

export function isNewProductId(id: string): boolean {
  return id.startsWith(NEW_PRODUCT_PREFIX);
}

/** docs/spec.md §9 new-product defaults, for the admin's 'Add New Product'. */
export function newProductDraft(suffix: string): ProductInput {
  return {
    id: `${NEW_PRODUCT_PREFIX}${suffix}`,
    name: "New Product",
    description: "Product description",
    images: [],
    unitPrice: 4999,
    status: "active",
    gradients: { from: "purple", to: "fuchsia" },
    shippingCost: DEFAULT_SHIPPING_CENTS,
    weightGrams: 100,
    metadata: {
      flavor: "Lemon Squash",
      flavorSelections: 1,
      servings: 20,
      freeShipping: false,
      tier: "Basic",
    },
  };
}
