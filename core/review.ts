// Reviews by verified buyers: what a shopper writes, the statuses staff move a review
// through, and the views each side reads. Shared by the account page, the admin and the API.
import { z } from "zod";

export const REVIEW_LIMITS = { title: 120, body: 2000, firstName: 40, reply: 2000 } as const;

export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Waiting for approval",
  approved: "Published",
  hidden: "Hidden",
};

/** Reviews per page of a product's list. */
export const REVIEWS_PAGE_SIZE = 5;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or fewer`);

export const ReviewInputSchema = z.object({
  productId: z.string({ error: "Choose a product to review" }).min(1, "Choose a product to review").max(80),
  rating: z.coerce
    .number({ error: "Choose a rating from 1 to 5 stars" })
    .int("Choose a rating from 1 to 5 stars")
    .min(1, "Choose a rating from 1 to 5 stars")
    .max(5, "Choose a rating from 1 to 5 stars"),
  title: text("Title", REVIEW_LIMITS.title),
  body: text("Review", REVIEW_LIMITS.body),
  firstName: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.firstName, `First name must be ${REVIEW_LIMITS.firstName} characters or fewer`)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export const ReviewModerationSchema = z.object({
  status: z.enum(["approved", "hidden"], { error: "Status must be approved or hidden" }).optional(),
  reply: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.reply, `Reply must be ${REVIEW_LIMITS.reply} characters or fewer`)
    .nullable()
    .optional(),
});
export type ReviewModeration = z.input<typeof ReviewModerationSchema>;

/** A published review as anyone may read it: no e-mail, no account. */
export type PublicReview = {
  id: string;
  rating: number;
  title: string;
  body: string;
  /** The first name the shopper chose to show, or null ("Verified buyer"). */
  firstName: string | null;
  createdAt: string;
  reply: { text: string; at: string } | null;
};

export type ReviewPage = {
  productId: string;
  average: number | null;
  count: number;
  /** The next page's link (?after=), null on the last page. */
  next: string | null;
  reviews: PublicReview[];
};

/** A review as staff moderate it. */
export type AdminReview = PublicReview & {
  productId: string;
  productName: string;
  status: ReviewStatus;
  orderNumber: string;
  email: string;
  updatedAt: string;
};

/** The shopper's own review of a product, as the order page shows it. */
export type OwnReview = { productId: string; rating: number; title: string; status: ReviewStatus };
