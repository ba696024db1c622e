// The reviews operations of the published API (server/infra/http/openapi): a product's approved
// reviews for anyone, and moderation for staff. Writing a review is a page (the account's order).
import { z } from "zod";
import { PRODUCT_ID_PATTERN } from "../../../core/product";
import {
  REVIEW_STATUSES,
  ReviewModerationSchema,
  type AdminReview,
  type PublicReview,
  type ReviewPage,
} from "../../../core/review";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { REVIEW_ID_PATTERN, ReviewListQuerySchema } from "./review.admin-api";
import { ReviewPageQuerySchema } from "./review.api";

const when = z.string().describe("ISO 8601");

const PublicReviewSchema = z
  .object({
    id: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string().describe("Plain text (never HTML); line breaks kept"),
    firstName: z.string().nullable().describe("The name the buyer chose to show, or null"),
    createdAt: when,
    reply: z.object({ text: z.string(), at: when }).nullable().describe("The shop's public reply"),
  })
  .meta({ id: "Review" });

const ReviewPageSchema = z
  .object({
    productId: z.string(),
    average: z.number().nullable().describe("Average stars to one decimal; null without approved reviews"),
    count: z.number().int(),
    next: z.string().nullable().describe("The next page: pass it as `after`; null on the last page"),
    reviews: z.array(PublicReviewSchema),
  })
  .meta({ id: "ReviewPage" });

const AdminReviewSchema = PublicReviewSchema.extend({
  productId: z.string(),
  productName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  orderNumber: z.string().describe("The paid order that made the author a verified buyer"),
  email: z.string().describe("That order's e-mail"),
  updatedAt: when,
}).meta({ id: "AdminReview" });

// Fail to compile when the answers' descriptions and the service's types part.
export const reviewSchemasMatch: [
  z.output<typeof PublicReviewSchema>,
  z.output<typeof ReviewPageSchema>,
  z.output<typeof AdminReviewSchema>,
] = [{} as PublicReview, {} as ReviewPage, {} as AdminReview];

export const reviewOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/products/{id}/reviews",
    tag: "Products",
    summary: "A product's approved reviews, newest first, a page at a time",
    description:
      "Only reviews staff approved, by shoppers who bought the product. No e-mail or account is shown. " +
      "Pages go by keyset: the next page is `?after=` the previous page's `next`; a damaged or forged one is a 400.",
    admin: false,
    params: {
      id: {
        description: "The product's id",
        schema: z.string().regex(PRODUCT_ID_PATTERN),
        example: "one-and-done",
      },
    },
    query: ReviewPageQuerySchema,
    responses: {
      200: {
        description: "One page of reviews with the product's average and count",
        schema: ReviewPageSchema,
        headers: { ETag: "Answer If-None-Match with 304 while the page is unchanged" },
      },
      ...errors(400, 404),
    },
  },
  {
    method: "get",
    path: "/api/admin/reviews",
    tag: "Admin: reviews",
    summary: "Reviews, newest first (the latest 200)",
    admin: true,
    query: ReviewListQuerySchema,
    responses: {
      200: {
        description: "The reviews",
        schema: z.object({
          reviews: z.array(AdminReviewSchema),
          next: z.string().nullable().describe("Cursor of the older page; null on the last"),
          prev: z.string().nullable().describe("Cursor of the newer page; null on the first"),
        }),
      },
      ...errors(400),
    },
  },
  {
    method: "patch",
    path: "/api/admin/reviews/{id}",
    tag: "Admin: reviews",
    summary: "Approve or hide a review, or set its reply",
    description: "An empty reply removes it. A change reaches the storefront at once.",
    admin: true,
    params: {
      id: {
        description: "The review's id",
        schema: z.string().regex(REVIEW_ID_PATTERN),
        example: "00000000-0000-4000-8000-000000000000",
      },
    },
    body: { schema: ReviewModerationSchema, example: { status: "approved", reply: "Thank you!" } },
    responses: { 204: { description: "Saved" }, ...errors(...BODY_ERRORS, 404) },
  },
];
