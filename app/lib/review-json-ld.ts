// schema.org ratings for a product's page: aggregateRating and its reviews, only when
// it has approved reviews (Google refuses a rating with no reviews behind it).
import type { Product } from "../../core/product";
import type { PublicReview } from "../../core/review";

export function ratingJsonLd(p: Pick<Product, "rating">, reviews: readonly PublicReview[]) {
  if (!p.rating || p.rating.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: p.rating.average,
      reviewCount: p.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
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
