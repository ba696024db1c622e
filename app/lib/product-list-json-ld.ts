// The home page's schema.org ItemList of the product pages (Google reads each product where it is
// described, product-json-ld.ts). Its own file: the home page's code need not carry the full Product.
import type { Product } from "../../core/product";
import { productPath } from "./product-path";

export function productListJsonLd(products: readonly Product[], publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((p, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: p.name,
      url: `${publicUrl}${productPath(p.id)}`,
    })),
  };
}
