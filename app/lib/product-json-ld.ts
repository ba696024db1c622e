// schema.org structured data for products: the full Product on its own page, and an ItemList of
// the product pages on the home page (Google reads each product where it is described).
import { CURRENCY } from "../../core/constants";
import { requiredFlavorCount } from "../../core/flavors";
import { formatAmount } from "../../core/money";
import { offeredFlavors } from "../../core/offered-flavors";
import type { Product } from "../../core/product";
import { plainDescription } from "../../core/product-text";
import { canSellOne } from "../../core/stock";

import { productPath } from "./product-path";

export function productJsonLd(p: Product, shopName: string, publicUrl: string) {
  const url = `${publicUrl}${productPath(p.id)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: plainDescription(p.description),
    sku: p.id,
    url,
    ...(p.images.length > 0
      ? { image: p.images.map((src) => (src.startsWith("/") ? `${publicUrl}${src}` : src)) }
      : {}),
    brand: { "@type": "Brand", name: shopName },
    offers: {
      "@type": "Offer",
      price: formatAmount(p.unitPrice),
      priceCurrency: CURRENCY,
      // The catalogue's stock: OutOfStock only when no combination of the product can be sold.
      availability: canSellOne(offeredFlavors(p), requiredFlavorCount(p), p.stock)
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
      url,
    },
  };
}
