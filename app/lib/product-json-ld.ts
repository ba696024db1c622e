// schema.org structured data for products: the full Product on its own page, and an ItemList of
// the product pages on the home page (Google reads each product where it is described).
import { CURRENCY } from "../../core/constants";
import { requiredFlavorCount } from "../../core/flavors";
import { formatAmount } from "../../core/money";
import { offeredFlavors } from "../../core/offered-flavors";
import type { Product } from "../../core/product";
import type { PublicReview } from "../../core/review";
import { plainDescription } from "../../core/product-text";
import { canSellOne } from "../../core/stock";

export const productPath = (id: string) => `/products/${id}`;

/**
 * The Product; its aggregateRating and reviews only when it has approved reviews (Google refuses
 * a rating with no reviews behind it).
 */
export function productJsonLd(p: Product, shopName: string, publicUrl: string, reviews: readonly PublicReview[] = []) {
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
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: p.rating.average,
            reviewCount: p.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
        }
      : {}),
  };
}

function reviewJsonLd(r: PublicReview) {
  return {
    "@type": "Review",
    name: r.title,
    reviewBody: r.body,
    datePublished: r.createdAt.slice(0, 10),
    reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    author: { "@type": "Person", name: r.firstName ?? "Verified buyer" },
  };
}

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
