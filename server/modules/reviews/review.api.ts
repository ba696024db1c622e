// GET /api/products/:id/reviews?after=: a product's approved reviews, a page at a time
// by keyset (the previous page's `next`),
// with its average and count. Nothing personal in it (no e-mail, no account), so it may be cached
// anywhere; the ETag makes a repeat a 304.
import { Hono } from "hono";
import { z } from "zod";
import { PRODUCT_ID_PATTERN } from "../../../core/product";
import { AppError, fieldErrors } from "../../errors";
import { prepareJson, sendPreparedJson } from "../../infra/http/prepared-body";
import type { ProductCatalogue } from "../products/product-catalogue";
import { PRODUCT_CACHE_CONTROL } from "../products/product.api";
import type { ReviewService } from "./review.service";

export const ReviewPageQuerySchema = z.object({
  after: z.string().optional().describe("The previous page's `next`; none for the newest reviews"),
});

export function reviewRoutes(reviews: ReviewService, catalogue: ProductCatalogue) {
  const app = new Hono();
  app.get("/:id/reviews", async (c) => {
    const id = c.req.param("id");
    if (!PRODUCT_ID_PATTERN.test(id)) throw new AppError("bad_request", "Malformed product id", { details: { id } });
    const q = ReviewPageQuerySchema.safeParse(c.req.query());
    if (!q.success) {
      throw new AppError("validation", "Give one page link (after)", { details: fieldErrors(q.error.issues) });
    }
    // Reviews of a product not on sale are not public either.
    if (!(await catalogue.snapshot()).byId.has(id)) throw new AppError("not_found", `Product with ID ${id} not found`);
    const page = await reviews.publicPage(id, q.data.after);
    return sendPreparedJson(prepareJson(page), c.req, PRODUCT_CACHE_CONTROL);
  });
  return app;
}
