// Reviews by verified buyers. A signed-in shopper whose paid (or fulfilled) order holds
// a product may leave one review of it; staff approve, hide or reply; shoppers read the approved
// ones. Anything that changes what the storefront shows (an approval, a hide, a reply, a deleted
// account's reviews) publishes products.changed, which drops the catalogue and the page cache.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { averageRating, type RatingSummary } from "../../../core/rating";
import {
  REVIEW_STATUSES,
  REVIEWS_PAGE_SIZE,
  ReviewInputSchema,
  ReviewModerationSchema,
  type AdminReview,
  type OwnReview,
  type PublicReview,
  type ReviewPage,
  type ReviewStatus,
} from "../../../core/review";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { pageRequest, toPage } from "../../infra/db/keyset";
import { isUniqueViolation } from "../../infra/db/errors";
import type { EventBus } from "../../infra/events/event-bus";
import type { Logger } from "../../logger";
import { customerEmail } from "../accounts/customer-session";
import { recordAudit, type Actor } from "../audit/audit.record";
import * as repo from "./review.repository";

/**
 * Orders that make their shopper a verified buyer: paid, whether shipped or not. A refunded order
 * does not (the purchase was undone); a review written before the refund stays, for staff to judge.
 */
export const BUYING_STATUSES = ["paid", "fulfilled"] as const;
/** The audit log's line for a moderation, in words: "Review of Basic Recovery Pack published". */
function moderationSummary(product: string, m: { status?: string; reply?: string | null }): string {
  const done = [
    m.status === "approved" ? "published" : m.status === "hidden" ? "hidden" : null,
    m.reply === undefined ? null : m.reply ? "replied to" : "reply removed",
  ].filter(Boolean);
  return `Review of ${product} ${done.join(" and ")}`;
}

/** Reviews a page of the staff list. */
const STAFF_PAGE = 50;
/** A review's id (a UUID), as a page link may carry it. */
const REVIEW_ID = /^[0-9a-f-]{36}$/;

export const NOT_A_BUYER = "Only shoppers with a paid order of this product can review it.";
export const ALREADY_REVIEWED = "You have already reviewed this product. Each product can be reviewed once.";
export const REVIEW_NOT_FOUND = "That review was not found";

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    throw new AppError("validation", "Check the highlighted fields.", { details: fieldErrors(r.error.issues) });
  }
  return r.data;
}

const asStatus = (s: string): ReviewStatus =>
  (REVIEW_STATUSES as readonly string[]).includes(s) ? (s as ReviewStatus) : "pending";

function toPublic(r: repo.ReviewRow): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    firstName: r.first_name,
    createdAt: r.created_at,
    reply: r.reply && r.reply_at ? { text: r.reply, at: r.reply_at } : null,
  };
}

export function createReviewService(deps: { db: Db; clock: () => Date; events: EventBus; logger: Logger }) {
  const { db, clock, events, logger } = deps;
  const iso = () => clock().toISOString();
  const changed = () => events.publish({ type: "products.changed" });

  return {
    /** Saves the shopper's review of a product they bought, waiting for staff's approval. */
    async submit(customerId: string, input: unknown): Promise<OwnReview> {
      const review = parse(ReviewInputSchema, input);
      const email = await customerEmail(db, customerId);
      if (email === null) throw new AppError("unauthorized", "Sign in again to continue");
      const order = await repo.selectBuyingOrder(db, {
        customerId,
        email,
        productId: review.productId,
        statuses: BUYING_STATUSES,
      });
      if (!order) throw new AppError("forbidden", NOT_A_BUYER);
      const at = iso();
      try {
        await repo.insertReview(db, {
          id: randomUUID(),
          product_id: review.productId,
          customer_id: customerId,
          order_id: order.id,
          rating: review.rating,
          title: review.title,
          body: review.body,
          first_name: review.firstName,
          status: "pending",
          reply: null,
          reply_at: null,
          created_at: at,
          updated_at: at,
        });
      } catch (err) {
        // One review per account and product, held by the table's unique index.
        if (isUniqueViolation(err)) throw new AppError("conflict", ALREADY_REVIEWED);
        throw err;
      }
      logger.info({ customerId, productId: review.productId, order: order.number }, "review submitted");
      return { productId: review.productId, rating: review.rating, title: review.title, status: "pending" };
    },

    /** The shopper's own reviews, by product, for the order page. */
    async ownReviews(customerId: string): Promise<OwnReview[]> {
      const rows = await repo.selectOwnReviews(db, customerId);
      return rows.map((r) => ({
        productId: r.product_id,
        rating: r.rating,
        title: r.title,
        status: asStatus(r.status),
      }));
    },

    /** Average and count of approved reviews for every product that has any. */
    async summaries(): Promise<Map<string, RatingSummary>> {
      const totals = await repo.selectApprovedTotals(db);
      return new Map(
        totals.map((t) => [t.productId, { count: t.count, average: averageRating(t.stars, t.count) ?? 0 }]),
      );
    },

    /**
     * A product's approved reviews, newest first, a page at a time by keyset: `after` is the
     * previous page's `next` (a damaged or forged one is a 400).
     */
    async publicPage(productId: string, after?: string, pageSize = REVIEWS_PAGE_SIZE): Promise<ReviewPage> {
      const page = pageRequest({ limit: pageSize, after }, REVIEW_ID);
      const [totals] = await repo.selectApprovedTotals(db, productId);
      const count = totals?.count ?? 0;
      const read = count > 0 ? await repo.selectApprovedPage(db, productId, page) : [];
      const { rows, next } = toPage(read, page, (r) => ({ key: r.created_at, id: r.id }));
      const average = totals ? averageRating(totals.stars, count) : null;
      return { productId, average, count, next, reviews: rows.map(toPublic) };
    },

    /** A page of reviews for staff, newest first; after/before are a previous page's next/prev. */
    async listForStaff(
      status?: string,
      cursor: { after?: string; before?: string } = {},
    ): Promise<{ reviews: AdminReview[]; next: string | null; prev: string | null }> {
      if (status !== undefined && !(REVIEW_STATUSES as readonly string[]).includes(status)) {
        throw new AppError("validation", "Status must be pending, approved or hidden");
      }
      const page = pageRequest({ limit: STAFF_PAGE, ...cursor }, REVIEW_ID);
      const read = await repo.selectForStaff(db, { status, page });
      const { rows, next, prev } = toPage(read, page, (r) => ({ key: r.created_at, id: r.id }));
      const reviews = rows.map((r) => ({
        ...toPublic(r),
        productId: r.product_id,
        productName: r.product_name ?? r.product_id,
        status: asStatus(r.status),
        orderNumber: r.order_number ?? "",
        email: r.order_email ?? "",
        updatedAt: r.updated_at,
      }));
      return { reviews, next, prev };
    },

    /** Approve or hide a review, and/or set or clear staff's reply (an empty reply clears it). */
    async moderate(actor: Actor, id: string, input: unknown): Promise<void> {
      const m = parse(ReviewModerationSchema, input);
      if (m.status === undefined && m.reply === undefined) {
        throw new AppError("validation", "Nothing to change: send a status or a reply");
      }
      await db.transaction().execute(async (trx) => {
        const current = await repo.selectReview(trx, id);
        if (!current) throw new AppError("not_found", REVIEW_NOT_FOUND);
        const at = iso();
        const set: Parameters<typeof repo.updateReview>[2] = { updated_at: at };
        if (m.status !== undefined) set.status = m.status;
        if (m.reply !== undefined) {
          set.reply = m.reply ? m.reply : null;
          set.reply_at = m.reply ? at : null;
        }
        if ((await repo.updateReview(trx, id, set)) === 0) throw new AppError("not_found", REVIEW_NOT_FOUND);
        await recordAudit(trx, new Date(at), {
          actor,
          action: "review.moderate",
          entityType: "review",
          entityId: id,
          summary: moderationSummary((await repo.selectProductName(trx, current.product_id)) ?? current.product_id, m),
          before: { status: current.status, reply: current.reply },
          after: { status: set.status ?? current.status, reply: set.reply === undefined ? current.reply : set.reply },
        });
      });
      logger.info({ reviewId: id, status: m.status, reply: m.reply !== undefined }, "review moderated");
      changed();
    },

    /** A deleted account's reviews go with it (called in the deletion's transaction). */
    async deleteForCustomer(trx: Db, customerId: string): Promise<number> {
      return repo.deleteCustomerReviews(trx, customerId);
    },

    /** After an account's reviews were deleted: the storefront recounts. */
    changed,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
