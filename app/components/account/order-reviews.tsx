// The order page's reviews: for each product in a paid order, the shopper's review and
// its state, or a form to write one. Posts to the order page's own action; works without script.
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { REVIEW_LIMITS, REVIEW_STATUS_LABELS, type OwnReview } from "../../../core/review";
import { TextArea, TextField } from "../forms/form-fields";
import { Stars } from "../ui/stars";
import { Notice, ui } from "./account-ui";

export type ReviewableProduct = { productId: string; name: string };
export type ReviewFormState = {
  productId?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  done?: string;
};

export function OrderReviews(props: {
  products: ReviewableProduct[];
  own: OwnReview[];
  canReview: boolean;
  busy: boolean;
  state: ReviewFormState;
}) {
  const { products, own, canReview, busy, state } = props;
  // The form folds away once sent; on a phone that left the view on the footer. Bring the
  // 'Thank you' into view and give it focus, so screen readers read it too.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = thanks.current;
    if (!state.done || !el) return;
    el.focus({ preventScroll: true });
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  }, [state.done]);
  return (
    <section aria-labelledby="reviews-heading" className={`${ui.card} space-y-4`}>
      <h2 id="reviews-heading" className={ui.h2}>
        Reviews
      </h2>
      {state.done ? (
        <Notice tone="success" ref={thanks} testId="review-thanks">
          {state.done}
        </Notice>
      ) : null}
      <ul className="space-y-4">
        {products.map((p) => {
          const mine = own.find((r) => r.productId === p.productId);
          return (
            <li key={p.productId} className="space-y-2 border-t border-gray-100 pt-4 first:border-0 first:pt-0">
              {mine ? (
                <OwnReviewState name={p.name} review={mine} />
              ) : canReview ? (
                <ReviewForm product={p} busy={busy} state={state.productId === p.productId ? state : {}} />
              ) : (
                <p className={ui.muted}>{`${p.name}: reviews are open to paid orders only.`}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OwnReviewState({ name, review }: { name: string; review: OwnReview }) {
  return (
    <div className="space-y-1" data-testid="own-review">
      <p className="font-semibold text-gray-900">{`Your review of ${name}`}</p>
      <p className="flex flex-wrap items-center gap-2 text-gray-800">
        <span role="img" aria-label={`${review.rating} out of 5 stars`}>
          <Stars value={review.rating} />
        </span>
        <span className="break-words">{review.title}</span>
      </p>
      <p className={ui.muted}>{REVIEW_STATUS_LABELS[review.status]}</p>
    </div>
  );
}

function ReviewForm({ product, busy, state }: { product: ReviewableProduct; busy: boolean; state: ReviewFormState }) {
  const id = (name: string) => `review-${product.productId}-${name}`;
  const values = state.values ?? {};
  const errors = state.fieldErrors ?? {};
  return (
    <details open={Boolean(state.error)} className="group">
      <summary className={`${ui.secondary} cursor-pointer list-none`}>{`Write a review of ${product.name}`}</summary>
      <Form method="post" noValidate className="mt-4 space-y-4" aria-label={`Review of ${product.name}`}>
        {state.error ? <Notice tone="error">{state.error}</Notice> : null}
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="productId" value={product.productId} />
        <fieldset aria-describedby={errors.rating ? id("rating-error") : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-gray-900">
            Rating
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {[5, 4, 3, 2, 1].map((n) => (
              <label
                key={n}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 ring-1 ring-gray-300 has-[:checked]:bg-purple-50 has-[:checked]:ring-purple-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-purple-600"
              >
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  required
                  defaultChecked={values.rating === String(n)}
                  className="h-5 w-5 accent-purple-700"
                />
                <span aria-hidden="true" className="text-amber-500">
                  {"★".repeat(n)}
                </span>
                <span className="sr-only sm:not-sr-only sm:text-sm sm:text-gray-800">{`${n} ${n === 1 ? "star" : "stars"}`}</span>
              </label>
            ))}
          </div>
          {errors.rating ? (
            <p id={id("rating-error")} className="mt-2 text-sm font-medium text-red-700">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <TextField
          id={id("title")}
          name="title"
          label="Title"
          required
          maxLength={REVIEW_LIMITS.title}
          defaultValue={values.title}
          error={errors.title}
        />
        <TextArea
          id={id("body")}
          name="body"
          label="Your review"
          required
          rows={5}
          maxLength={REVIEW_LIMITS.body}
          defaultValue={values.body}
          error={errors.body}
          hint={`Plain text, up to ${REVIEW_LIMITS.body} characters. Staff read each review before it is published.`}
        />
        <TextField
          id={id("firstName")}
          name="firstName"
          label="First name"
          maxLength={REVIEW_LIMITS.firstName}
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
          hint="Shown with your review. Leave it empty to show “Verified buyer”."
        />
        <button type="submit" className={ui.primary} disabled={busy}>
          Submit review
        </button>
      </Form>
    </details>
  );
}
