// /admin/reviews: reviews by verified buyers, filtered by status (?status=), and the
// one action staff take on them: approve, hide, or set the reply. Through the reviews service,
// exactly what PATCH /api/admin/reviews/:id calls.
import { data, type MetaDescriptor } from "react-router";
import { REVIEW_STATUSES, type ReviewStatus } from "../../../core/review";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ReviewsScreen } from "../../components/admin/reviews/reviews-screen";
import { actionResult, orRouteError, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.reviews";

const asFilter = (s: string | null): ReviewStatus | undefined =>
  (REVIEW_STATUSES as readonly string[]).includes(s ?? "") ? (s as ReviewStatus) : undefined;

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status = asFilter(params.get("status"));
  const page = await orRouteError(
    context.services.reviews.listForStaff(status, {
      after: params.get("after") ?? undefined,
      before: params.get("before") ?? undefined,
    }),
  );
  return { ...page, status: status ?? null };
}

const DONE: Record<string, string> = {
  approved: "Review approved: it is on the product's page",
  hidden: "Review hidden from the shop",
};

/** intent=status (approved | hidden) or intent=reply (an empty reply removes it). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const { reviews } = context.services;
  if (intent === "status") {
    const status = String(form.get("status") ?? "");
    return actionResult(intent, async () => {
      await reviews.moderate(staffOf(context), id, { status });
      return DONE[status] ?? "Saved";
    });
  }
  if (intent === "reply") {
    const reply = String(form.get("reply") ?? "");
    return actionResult(intent, async () => {
      await reviews.moderate(staffOf(context), id, { reply });
      return reply.trim() ? "Reply saved" : "Reply removed";
    });
  }
  throw data<AdminActionResult>({ ok: false, intent, formError: "Unknown action" }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Reviews", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Reviews" />;
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsScreen reviews={loaderData.reviews} status={loaderData.status} pages={loaderData} />;
}
