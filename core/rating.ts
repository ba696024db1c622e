// A product's rating as the storefront shows it: the average of its approved reviews to
// one decimal, and their count. No validation library here: the home page's cards import it.

export type RatingSummary = { average: number; count: number };

/** The average of `count` ratings adding up to `stars`, to one decimal (19 / 4 → 4.8), or null for none. */
export function averageRating(stars: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((stars / count) * 10) / 10;
}

/** "4.8" (always one decimal, so 5 reads "5.0"). */
export const formatAverage = (average: number) => average.toFixed(1);

/** What a screen reader hears for the stars: "Rated 4.8 out of 5 from 12 reviews". */
export function ratingLabel({ average, count }: RatingSummary): string {
  return `Rated ${formatAverage(average)} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`;
}

/** How much of each of five stars is filled, 0–1, for an average (4.3 → 1, 1, 1, 1, 0.3). */
export function starFills(average: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.min(1, average - i)));
}
