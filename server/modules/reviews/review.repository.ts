// SQL for reviews, nothing else: rows in, rows out.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import { readDirection, type PageRequest } from "../../infra/db/keyset";
import type { ReviewsTable } from "../../infra/db/schema";

export type ReviewRow = Selectable<ReviewsTable>;

/**
 * The account's earliest order that makes it a buyer of the product: one of `statuses`, paid with
 * the account's e-mail or placed while signed in to it, with a line of the product.
 */
export function selectBuyingOrder(
  db: Db,
  q: { customerId: string; email: string; productId: string; statuses: readonly string[] },
) {
  return db
    .selectFrom("orders")
    .innerJoin("order_lines", "order_lines.order_id", "orders.id")
    .select(["orders.id", "orders.number"])
    .where("orders.status", "in", q.statuses)
    .where("order_lines.product_id", "=", q.productId)
    .where((eb) =>
      eb.or([eb(eb.fn("lower", ["orders.email"]), "=", q.email), eb("orders.account_id", "=", q.customerId)]),
    )
    .orderBy("orders.created_at", "asc")
    .limit(1)
    .executeTakeFirst();
}

export async function insertReview(db: Db, row: Insertable<ReviewsTable>): Promise<void> {
  await db.insertInto("reviews").values(row).execute();
}

export function selectOwnReviews(db: Db, customerId: string): Promise<ReviewRow[]> {
  return db.selectFrom("reviews").selectAll().where("customer_id", "=", customerId).execute();
}

export function selectReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The reviewed product's name, as staff know it (null when the product has since been deleted). */
export async function selectProductName(db: Db, productId: string): Promise<string | null> {
  return (await db.selectFrom("products").select("name").where("id", "=", productId).executeTakeFirst())?.name ?? null;
}

/** Per product: how many approved reviews and the sum of their stars. */
export async function selectApprovedTotals(db: Db, productId?: string) {
  let q = db
    .selectFrom("reviews")
    .select((eb) => [
      "product_id",
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.sum<number | string>("rating").as("stars"),
    ])
    .where("status", "=", "approved")
    .groupBy("product_id");
  if (productId) q = q.where("product_id", "=", productId);
  const rows = await q.execute();
  // PostgreSQL answers count and sum as strings (bigint, numeric).
  return rows.map((r) => ({ productId: r.product_id, count: Number(r.count), stars: Number(r.stars) }));
}

/** Up to limit + 1 of a product's approved reviews, newest first, after a keyset position. */
export function selectApprovedPage(db: Db, productId: string, page: PageRequest): Promise<ReviewRow[]> {
  let q = db.selectFrom("reviews").selectAll().where("product_id", "=", productId).where("status", "=", "approved");
  const after = page.after;
  if (after) q = q.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.key, after.id)));
  return q
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit + 1)
    .execute();
}

/**
 * Up to limit + 1 reviews for staff from a keyset position (newest first, or oldest first from
 * `before`), with the order's number and e-mail and the product's name.
 */
export function selectForStaff(db: Db, opts: { status?: string; page: PageRequest }) {
  const { from, op, order } = readDirection(opts.page);
  let q = db
    .selectFrom("reviews")
    .leftJoin("orders", "orders.id", "reviews.order_id")
    .leftJoin("products", "products.id", "reviews.product_id")
    .selectAll("reviews")
    .select(["orders.number as order_number", "orders.email as order_email", "products.name as product_name"])
    .orderBy("reviews.created_at", order)
    .orderBy("reviews.id", order)
    .limit(opts.page.limit + 1);
  if (opts.status) q = q.where("reviews.status", "=", opts.status);
  if (from) q = q.where((eb) => eb(eb.refTuple("reviews.created_at", "reviews.id"), op, eb.tuple(from.key, from.id)));
  return q.execute();
}

export async function updateReview(
  db: Db,
  id: string,
  set: Partial<Pick<ReviewRow, "status" | "reply" | "reply_at" | "updated_at">>,
): Promise<number> {
  const r = await db.updateTable("reviews").set(set).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteCustomerReviews(db: Db, customerId: string): Promise<number> {
  const r = await db.deleteFrom("reviews").where("customer_id", "=", customerId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
