// /api/admin/reviews: staff list reviews (by status) and approve, hide or reply to one.
// Behind requireAdmin like every /api/admin/* route.
import { Hono } from "hono";
import { z } from "zod";
import { REVIEW_STATUSES, ReviewModerationSchema } from "../../../core/review";
import { AppError, fieldErrors } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import type { ReviewService } from "./review.service";

export const REVIEW_ID_PATTERN = /^[0-9a-f-]{36}$/;
export const ReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).optional().describe("Only reviews in this state"),
  after: z.string().max(300).optional().describe("The `next` cursor of the previous page: older reviews"),
  before: z.string().max(300).optional().describe("The `prev` cursor of a page: newer reviews"),
});

export function adminReviewRoutes(reviews: ReviewService) {
  const app = new Hono();
  app.get("/", async (c) => {
    const q = ReviewListQuerySchema.safeParse(c.req.query());
    if (!q.success) {
      throw new AppError("validation", "Invalid review filter", { details: fieldErrors(q.error.issues) });
    }
    const { status, after, before } = q.data;
    return c.json(await reviews.listForStaff(status, { after, before }));
  });
  app.patch("/:id", limitBody(8 * 1024, "Request body is too large"), async (c) => {
    const id = c.req.param("id");
    if (!REVIEW_ID_PATTERN.test(id)) throw new AppError("not_found", "That review was not found");
    await reviews.moderate(
      actorOf(c),
      id,
      await readBody(c, ReviewModerationSchema, { invalid: "Check the highlighted fields." }),
    );
    return c.body(null, 204);
  });
  return app;
}
