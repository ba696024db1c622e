// Row ↔ Product. The normaliser of core/ fills whatever a row lacks.
import type { Insertable } from "kysely";
import { normalizeProduct, type Product, type ValidProduct } from "../../../core/product";
import { formatGrams } from "../../../core/weight";
import type { ProductsTable } from "../../infra/db/schema";
import type { ProductRow } from "./product.repository";

export function parseJsonArray(text: string | null): string[] | undefined {
  if (text == null) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : undefined;
  } catch {
    return undefined;
  }
}

export function rowToProduct(row: ProductRow): Product {
  const availableFlavors = parseJsonArray(row.available_flavors);
  return normalizeProduct({
    id: row.id,
    name: row.name,
    description: row.description,
    images: parseJsonArray(row.images) ?? [],
    unitPrice: row.unit_price,
    priceId: row.price_id,
    status: row.status as Product["status"],
    gradients: { from: row.gradient_from, to: row.gradient_to },
    shippingCost: row.shipping_cost,
    ...(row.sort_order == null ? {} : { order: row.sort_order }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    weightGrams: row.weight_grams,
    metadata: {
      flavor: row.flavor,
      flavorSelections: row.flavor_selections,
      servings: row.servings,
      freeShipping: row.free_shipping === 1,
      tier: row.tier as Product["metadata"]["tier"],
      ...(availableFlavors ? { availableFlavors } : {}),
    },
  });
}

export function productToRow(
  p: ValidProduct,
  stamps: { createdAt: string; updatedAt: string },
): Insertable<ProductsTable> {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    images: JSON.stringify(p.images),
    unit_price: p.unitPrice,
    price_id: p.priceId ?? null,
    status: p.status,
    gradient_from: p.gradients.from,
    gradient_to: p.gradients.to,
    shipping_cost: p.shippingCost,
    sort_order: p.order ?? null,
    flavor: p.metadata.flavor,
    flavor_selections: p.metadata.flavorSelections,
    servings: p.metadata.servings,
    weight_grams: p.weightGrams,
    // The release before grams reads this text; the column goes once no release reads it.
    weight: formatGrams(p.weightGrams),
    free_shipping: p.metadata.freeShipping ? 1 : 0,
    tier: p.metadata.tier,
    available_flavors: p.metadata.availableFlavors ? JSON.stringify(p.metadata.availableFlavors) : null,
    created_at: stamps.createdAt,
    updated_at: stamps.updatedAt,
  };
}
