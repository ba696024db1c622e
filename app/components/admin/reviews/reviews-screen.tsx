// The Reviews screen: reviews by verified buyers, newest first, filtered by status.
// Each can be approved (it shows on the product's page), hidden, and answered with a public reply.
// Every change posts to the route's action; the list reloads with the server's state.
import { useEffect, useId } from "react";
import { Link, useFetcher } from "react-router";
import { REVIEW_LIMITS, REVIEW_STATUSES, type AdminReview, type ReviewStatus } from "../../../../core/review";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Stars } from "../../ui/stars";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass, inputClass } from "../shared/form-controls";
import { useShopTime } from "../shared/use-shop-time";

const LABEL: Record<ReviewStatus, string> = { pending: "Pending", approved: "Approved", hidden: "Hidden" };
const STYLE: Record<ReviewStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  approved: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  hidden: "bg-gray-100 text-gray-700 ring-gray-300",
};

type Show = ReturnType<typeof useFlash>["show"];
type Fetcher = ReturnType<typeof useFetcher<AdminActionResult>>;

export function ReviewsScreen({
  reviews,
  status,
  pages,
}: {
  reviews: AdminReview[];
  status: ReviewStatus | null;
  /** The cursors of the newer and older pages (?before= / ?after=), null at either end. */
  pages: { next: string | null; prev: string | null };
}) {
  const pageLink = (side: "after" | "before", cursor: string) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), [side]: cursor }).toString()}`;
  const { flash, show } = useFlash();
  // One fetcher for every card's approve and hide, held here: an approved review leaves the
  // Pending list (its card unmounts) and the answer must still be shown.
  const moderation = useFetcher<AdminActionResult>();
  useResult(moderation, show);
  const filters: { value: ReviewStatus | null; label: string }[] = [
    { value: null, label: "All" },
    ...REVIEW_STATUSES.map((s) => ({ value: s, label: LABEL[s] })),
  ];
  return (
    <section aria-labelledby="reviews-heading">
      <FlashMessage flash={flash} />
      <h2 id="reviews-heading" className="text-xl font-semibold tracking-tight text-gray-900">
        Reviews
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Written by shoppers with a paid order of the product. Only approved reviews are shown in the shop.
      </p>
      <nav aria-label="Filter reviews by status" className="mt-4 flex flex-wrap gap-2">
        {filters.map((f) => (
          <Link
            key={f.label}
            to={f.value ? `?status=${f.value}` : "."}
            aria-current={status === f.value ? "true" : undefined}
            className={`${buttonClass.secondary} min-h-11 ${status === f.value ? "bg-purple-50 ring-purple-600" : ""}`}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {reviews.length === 0 ? (
          <div className="rounded-2xl border-2 border-dashed border-gray-300 bg-white px-6 py-16 text-center text-sm text-gray-600">
            {status ? `No ${LABEL[status].toLowerCase()} reviews.` : "No reviews yet."}
          </div>
        ) : (
          <ul className="space-y-3">
            {reviews.map((r) => (
              <ReviewCard key={r.id} review={r} show={show} moderation={moderation} />
            ))}
          </ul>
        )}
      </div>
      {pages.prev || pages.next ? (
        <nav aria-label="Pages" className="mt-4 flex justify-end gap-2">
          {pages.prev ? (
            <Link to={pageLink("before", pages.prev)} className={buttonClass.secondary}>
              Newer
            </Link>
          ) : null}
          {pages.next ? (
            <Link to={pageLink("after", pages.next)} className={buttonClass.secondary}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function useResult(fetcher: Fetcher, show: Show) {
  const done = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (done) show(done.ok ? "success" : "error", done.ok ? done.message : (done.formError ?? "Failed to save"));
  }, [done, show]);
}

function ReviewCard({ review: r, show, moderation: status }: { review: AdminReview; show: Show; moderation: Fetcher }) {
  const when = useShopTime();
  // Shown at once; the reloaded list then has the server's state.
  const pending = status.formData?.get("id") === r.id ? status.formData.get("status") : null;
  const shown = (typeof pending === "string" ? pending : r.status) as ReviewStatus;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-gray-200" data-testid="admin-review">
      <article aria-labelledby={`review-${r.id}`}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span role="img" aria-label={`${r.rating} out of 5 stars`}>
                <Stars value={r.rating} />
              </span>
              <h3 id={`review-${r.id}`} className="font-semibold break-words text-gray-900">
                {r.title}
              </h3>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STYLE[shown]}`}>
                {LABEL[shown]}
              </span>
            </div>
            <p className="mt-1 text-sm text-gray-600">
              {`${r.productName} · ${r.firstName ?? "no name shown"} · order ${r.orderNumber} · `}
              <a href={`mailto:${r.email}`} className="text-purple-700 underline underline-offset-2">
                {r.email}
              </a>
              {` · ${when(r.createdAt)}`}
            </p>
          </div>
          <status.Form method="post" className="flex shrink-0 gap-2">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="id" value={r.id} />
            {shown !== "approved" ? (
              <button type="submit" name="status" value="approved" className={buttonClass.primary}>
                Approve<span className="sr-only">{` review “${r.title}”`}</span>
              </button>
            ) : null}
            {shown !== "hidden" ? (
              <button type="submit" name="status" value="hidden" className={buttonClass.secondary}>
                Hide<span className="sr-only">{` review “${r.title}”`}</span>
              </button>
            ) : null}
          </status.Form>
        </div>
        <p className="mt-3 text-sm break-words whitespace-pre-line text-gray-800">{r.body}</p>
        <ReplyForm review={r} show={show} />
      </article>
    </li>
  );
}

function ReplyForm({ review: r, show }: { review: AdminReview; show: Show }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResult(fetcher, show);
  const id = useId();
  const error = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors?.reply ?? fetcher.data.formError) : null;
  return (
    <fetcher.Form method="post" className="mt-4 space-y-2">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="id" value={r.id} />
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {r.reply ? "Your public reply" : "Reply publicly (optional)"}
      </label>
      <textarea
        id={id}
        name="reply"
        rows={2}
        maxLength={REVIEW_LIMITS.reply}
        defaultValue={r.reply?.text ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClass.secondary} disabled={fetcher.state !== "idle"}>
        {r.reply ? "Update reply" : "Save reply"}
      </button>
    </fetcher.Form>
  );
}
