// Stars for a rating: five outline stars with the filled ones laid over them, clipped
// to the average (4.3 fills four and a third). Text glyphs, no images or library, so a product card
// carries almost nothing more. The label is what assistive technology reads; the glyphs are hidden.
import { formatAverage, ratingLabel, type RatingSummary } from "../../../core/rating";

export function Stars({ value, size = "text-base" }: { value: number; size?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span aria-hidden="true" className={`relative inline-block leading-none tracking-[0.1em] ${size}`}>
      <span className="text-gray-300">★★★★★</span>
      <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-500" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** "★★★★★ 4.8 (12)", read as "Rated 4.8 out of 5 from 12 reviews". */
export function RatingLine({ rating, className = "" }: { rating: RatingSummary; className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-sm text-gray-700 ${className}`} data-testid="product-rating">
      <span role="img" aria-label={ratingLabel(rating)} className="inline-flex items-center gap-1.5">
        <Stars value={rating.average} />
        <span aria-hidden="true">
          <span className="font-semibold text-gray-900">{formatAverage(rating.average)}</span> ({rating.count})
        </span>
      </span>
    </p>
  );
}
