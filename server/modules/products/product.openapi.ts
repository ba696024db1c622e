// The products operations of the published API (server/infra/http/openapi): the public
// catalogue and the staff endpoints. Request schemas are the ones the routes and service use.
import { z } from "zod";
import { PRODUCT_ID_PATTERN, ProductInputSchema, ProductMetadataSchema } from "../../../core/product";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { ProductOrderSchema } from "../../../core/product";

/** A product as the API answers it (core/product.ts Product). */
export const ProductSchema = ProductInputSchema.extend({
  thumbnail: z.string().nullable().describe("The first image, or null"),
  priceId: z.string().nullable(),
  order: z.number().int().describe("Position in the shop; lower first"),
  createdAt: z.string().describe("ISO 8601"),
  updatedAt: z.string().describe("ISO 8601"),
  weightGrams: z
    .number()
    .int()
    .nullable()
    .describe("The product's weight in grams; null only for a product whose weight has not been entered yet"),
  metadata: ProductMetadataSchema.extend({
    weight: z
      .string()
      .describe(
        'Read-only, kept for older clients: the weight in words ("100 g", "1.2 kg"), derived from weightGrams; empty without one. Send weightGrams instead.',
      ),
  }),
  stock: z
    .record(z.string(), z.number().int())
    .optional()
    .describe("Tubs a shopper may buy per counted flavour (capped at 50 for display); absent when none is counted"),
  rating: z
    .object({ average: z.number(), count: z.number().int() })
    .optional()
    .describe("Approved reviews' average stars (one decimal) and count; absent when there are none"),
  subscription: z
    .object({ frequencies: z.array(z.number().int()), discountPercent: z.number().int() })
    .optional()
    .describe("Subscribe & save: the weeks between deliveries offered and the discount; absent when not offered"),
}).meta({ id: "Product", description: "Prices are in Australian cents, GST included" });

/** PUT takes the id from the path: in the body it may be left out, and must match if present. */
const ProductUpdateSchema = ProductInputSchema.partial({ id: true });

const EXAMPLE_ID = "one-and-done";
const productId = {
  id: {
    description: "The product's id (lower-case letters, digits, hyphens)",
    schema: z.string().regex(PRODUCT_ID_PATTERN),
    example: EXAMPLE_ID,
  },
};
const example = {
  id: EXAMPLE_ID,
  name: "Basic Recovery Pack",
  description: "<p>One tub of our complete recovery formula.</p>",
  unitPrice: 4999,
  weightGrams: 100,
  metadata: { flavor: "Lemon Squash", servings: 20 },
};
const cached = { ETag: "Answer If-None-Match with 304 while the catalogue is unchanged" };
const one = z.object({ product: ProductSchema });

export const productOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/products",
    tag: "Products",
    summary: "List the products on sale",
    description: "Active products in shop order. Draft and archived products are not listed.",
    admin: false,
    responses: {
      200: { description: "The catalogue", schema: z.object({ products: z.array(ProductSchema) }), headers: cached },
    },
  },
  {
    method: "get",
    path: "/api/products/{id}",
    tag: "Products",
    summary: "One product on sale",
    admin: false,
    params: productId,
    responses: { 200: { description: "The product", schema: ProductSchema, headers: cached }, ...errors(400, 404) },
  },
  {
    method: "get",
    path: "/api/admin/products",
    tag: "Admin: products",
    summary: "List every product, drafts and archived included",
    admin: true,
    responses: { 200: { description: "All products", schema: z.object({ products: z.array(ProductSchema) }) } },
  },
  {
    method: "post",
    path: "/api/admin/products",
    tag: "Admin: products",
    summary: "Create a product",
    description: "An id starting with 'new-product-' is replaced by one made from the name.",
    admin: true,
    body: { schema: ProductInputSchema, example: { ...example, id: "new-product-1" } },
    responses: { 201: { description: "Created", schema: one }, ...errors(...BODY_ERRORS, 409) },
  },
  {
    method: "post",
    path: "/api/admin/products/reorder",
    tag: "Admin: products",
    summary: "Save the shop order",
    description: "Ids in the order to show; unknown ids are skipped and reported.",
    admin: true,
    body: { schema: ProductOrderSchema, example: { ids: [EXAMPLE_ID] } },
    responses: {
      200: { description: "Saved", schema: z.object({ ordered: z.array(z.string()), skipped: z.array(z.string()) }) },
      ...errors(...BODY_ERRORS),
    },
  },
  {
    method: "post",
    path: "/api/admin/products/migrate",
    tag: "Admin: products",
    summary: "Add the sample products that are missing",
    admin: true,
    responses: { 200: { description: "The ids added", schema: z.object({ added: z.array(z.string()) }) } },
  },
  {
    method: "get",
    path: "/api/admin/products/{id}",
    tag: "Admin: products",
    summary: "One product, whatever its status",
    admin: true,
    params: productId,
    responses: { 200: { description: "The product", schema: one }, ...errors(400, 404) },
  },
  {
    method: "put",
    path: "/api/admin/products/{id}",
    tag: "Admin: products",
    summary: "Replace a product",
    admin: true,
    params: productId,
    body: { schema: ProductUpdateSchema, example },
    responses: { 200: { description: "Saved", schema: one }, ...errors(...BODY_ERRORS, 404) },
  },
  {
    method: "delete",
    path: "/api/admin/products/{id}",
    tag: "Admin: products",
    summary: "Delete a product",
    admin: true,
    params: productId,
    responses: { 204: { description: "Deleted" }, ...errors(400, 404) },
  },
];
