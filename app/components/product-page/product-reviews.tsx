// A product page's reviews: the summary always, the approved reviews on demand, a page
// at a time from GET /api/products/:id/reviews. Text is plain: React escapes it, CSS keeps its
// line breaks. Loaded only when asked for, so the page itself stays as light as before.
import { useState } from "react";
import type { RatingSummary } from "../../../core/rating";
import type { PublicReview, ReviewPage } from "../../../core/review";
import { RatingLine, Stars } from "../ui/stars";

const dateFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "Australia/Sydney" });
const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-purple-600 bg-white px-5 py-2.5 font-semibold text-purple-700 hover:bg-purple-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600 disabled:opacity-70";

type State = { status: "idle" | "loading" | "error"; pages: ReviewPage[] };

export function ProductReviews({
  productId,
  rating,
  shopName,
}: {
  productId: string;
  rating: RatingSummary | undefined;
  shopName: string;
}) {
  const [state, setState] = useState<State>({ status: "idle", pages: [] });
  const last = state.pages.at(-1);
  const reviews = state.pages.flatMap((p) => p.reviews);

  async function load(after: string | null) {
    setState((s) => ({ ...s, status: "loading" }));
    try {
      const more = after ? `?after=${encodeURIComponent(after)}` : "";
      const res = await fetch(`/api/products/${encodeURIComponent(productId)}/reviews${more}`);
      if (!res.ok) throw new Error(String(res.status));
      const next = (await res.json()) as ReviewPage;
      setState((s) => ({ status: "idle", pages: [...s.pages, next] }));
    } catch {
      setState((s) => ({ ...s, status: "error" }));
    }
  }

  return (
    <section aria-labelledby="reviews-heading" className="mt-16 border-t border-gray-200 pt-10" id="reviews">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight text-gray-900">
        Reviews
      </h2>
      {rating ? (
        <RatingLine rating={rating} className="mt-3 text-base" />
      ) : (
        <p className="mt-3 text-gray-700">No reviews yet. Reviews come from shoppers who bought this product.</p>
      )}
      {reviews.length > 0 ? (
        <ul className="mt-6 space-y-6" aria-label="Reviews, newest first">
          {reviews.map((r) => (
            <ReviewItem key={r.id} review={r} shopName={shopName} />
          ))}
        </ul>
      ) : null}
      <div aria-live="polite" className="mt-6">
        {state.status === "error" ? (
          <p className="mb-3 text-sm font-medium text-red-700">Reviews could not be loaded. Please try again.</p>
        ) : null}
        {rating && (!last || last.next) ? (
          <button
            type="button"
            className={button}
            disabled={state.status === "loading"}
            onClick={() => void load(last?.next ?? null)}
          >
            {state.status === "loading" ? "Loading reviews…" : last ? "Show more reviews" : "Show reviews"}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function ReviewItem({ review, shopName }: { review: PublicReview; shopName: string }) {
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" data-testid="review">
      <article aria-label={review.title}>
        <p role="img" aria-label={`${review.rating} out of 5 stars`} className="inline-block">
          <Stars value={review.rating} />
        </p>
        <h3 className="mt-2 font-semibold break-words text-gray-900">{review.title}</h3>
        <p className="mt-2 break-words whitespace-pre-line text-gray-700">{review.body}</p>
        <p className="mt-3 text-sm text-gray-600">
          {`${review.firstName ?? "Verified buyer"}${review.firstName ? ", verified buyer" : ""} · `}
          <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
        </p>
        {review.reply ? (
          <div className="mt-4 rounded-xl bg-purple-50 p-4">
            <p className="text-sm font-semibold text-purple-900">{`Reply from ${shopName}`}</p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800">{review.reply.text}</p>
          </div>
        ) : null}
      </article>
    </li>
  );
}
