// The products module as the rest of the shop calls it (`services.products`): the product
// service, with the storefront's prepared catalogue beside it.
import { facade } from "../../infra/facade";
import type { ProductCatalogue } from "./product-catalogue";
import type { ProductService } from "./product.service";

export type ProductParts = {
  /** The active catalogue, prepared in memory for the storefront API and pages. */
  catalogue: ProductCatalogue;
};

export type ProductsFacade = ProductService & ProductParts;

export const productsFacade = (main: ProductService, parts: ProductParts): ProductsFacade =>
  facade("products", main, parts);
