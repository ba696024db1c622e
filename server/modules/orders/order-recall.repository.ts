// SQL for a recall: the orders that shipped tubs of one lot, read through order_line_lots'
// (lot_id, order_id) index, with the tubs of that lot each order took.
import { sql } from "kysely";
import type { Db } from "../../infra/db/client";

export type RecallRow = {
  id: string;
  number: string;
  created_at: string;
  fulfilled_at: string | null;
  status: string;
  customer_name: string | null;
  email: string | null;
  shipping_address: string | null;
  tubs: number;
};

const rows = (db: Db, lotId: string) =>
  db
    .selectFrom("order_line_lots as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select([
      "o.id",
      "o.number",
      "o.created_at",
      "o.fulfilled_at",
      "o.status",
      "o.customer_name",
      "o.email",
      "o.shipping_address",
      sql<number>`sum(l.quantity)`.as("tubs"),
    ])
    .where("l.lot_id", "=", lotId)
    .groupBy([
      "o.id",
      "o.number",
      "o.created_at",
      "o.fulfilled_at",
      "o.status",
      "o.customer_name",
      "o.email",
      "o.shipping_address",
    ]);

/** How many orders and customers (by e-mail) took tubs of the lot, and how many tubs. */
export async function selectRecallTotals(db: Db, lotId: string) {
  const r = await db
    .selectFrom("order_line_lots as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select([
      sql<number>`count(distinct o.id)`.as("orders"),
      sql<number>`count(distinct lower(o.email))`.as("customers"),
      sql<number>`coalesce(sum(l.quantity), 0)`.as("tubs"),
    ])
    .where("l.lot_id", "=", lotId)
    .executeTakeFirstOrThrow();
  return { orders: Number(r.orders), customers: Number(r.customers), tubs: Number(r.tubs) };
}

/** The most recently placed `limit` orders that took tubs of the lot. */
export async function selectRecentRecallOrders(db: Db, lotId: string, limit: number): Promise<RecallRow[]> {
  const found = await rows(db, lotId).orderBy("o.created_at", "desc").orderBy("o.id", "desc").limit(limit).execute();
  return found.map((r) => ({ ...r, tubs: Number(r.tubs) }));
}

/** Every order that took tubs of the lot, a batch at a time along the index (by order id). */
export async function* recallBatches(db: Db, lotId: string, batch: number): AsyncGenerator<RecallRow[]> {
  let after: string | null = null;
  for (;;) {
    let q = rows(db, lotId);
    if (after !== null) q = q.where("l.order_id", ">", after);
    const found = await q.orderBy("o.id").limit(batch).execute();
    if (found.length > 0) yield found.map((r) => ({ ...r, tubs: Number(r.tubs) }));
    if (found.length < batch) return;
    after = found.at(-1)!.id;
  }
}
