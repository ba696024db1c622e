// SQL for a recall: the orders that shipped tubs of some lots (one lot, or every lot of a flavour
// best before within a range), read through order_line_lots' (lot_id, order_id) index, a row per
// order and lot with the tubs of that lot the order took; and the notices sent for a lot.
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
  lot_id: string;
  lot_number: string;
  best_before: string;
  tubs: number;
};

const rows = (db: Db, lotIds: readonly string[]) =>
  db
    .selectFrom("order_line_lots as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .innerJoin("stock_lots as s", "s.id", "l.lot_id")
    .select([
      "o.id",
      "o.number",
      "o.created_at",
      "o.fulfilled_at",
      "o.status",
      "o.customer_name",
      "o.email",
      "o.shipping_address",
      "s.id as lot_id",
      "s.lot_number",
      "s.best_before",
      sql<number>`sum(l.quantity)`.as("tubs"),
    ])
    .where("l.lot_id", "in", lotIds.length > 0 ? [...lotIds] : ["-"])
    .groupBy([
      "o.id",
      "o.number",
      "o.created_at",
      "o.fulfilled_at",
      "o.status",
      "o.customer_name",
      "o.email",
      "o.shipping_address",
      "s.id",
      "s.lot_number",
      "s.best_before",
    ]);

const numeric = (found: readonly RecallRow[]): RecallRow[] => found.map((r) => ({ ...r, tubs: Number(r.tubs) }));

/** How many orders and customers (by e-mail) took tubs of the lots, and how many tubs. */
export async function selectRecallTotals(db: Db, lotIds: readonly string[]) {
  const r = await recallTotalsQuery(db, lotIds).executeTakeFirstOrThrow();
  return { orders: Number(r.orders), customers: Number(r.customers), tubs: Number(r.tubs) };
}

export function recallTotalsQuery(db: Db, lotIds: readonly string[]) {
  return db
    .selectFrom("order_line_lots as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select([
      sql<number>`count(distinct o.id)`.as("orders"),
      sql<number>`count(distinct lower(o.email))`.as("customers"),
      sql<number>`coalesce(sum(l.quantity), 0)`.as("tubs"),
    ])
    .where("l.lot_id", "in", lotIds.length > 0 ? [...lotIds] : ["-"]);
}

/**
 * The most recently placed `limit` orders of the lots, with a row per lot each took. Order ids
 * rise with the time the order was placed, so the newest are the last ids on the (lot, order)
 * index: only their rows are read and grouped, however many thousand orders the lot reached.
 */
export async function selectRecentRecallOrders(db: Db, lotIds: readonly string[], limit: number): Promise<RecallRow[]> {
  const newest = db
    .selectFrom("order_line_lots")
    .select("order_id")
    .distinct()
    .where("lot_id", "in", lotIds.length > 0 ? [...lotIds] : ["-"])
    .orderBy("order_id", "desc")
    .limit(limit);
  const found = await rows(db, lotIds)
    .where("l.order_id", "in", newest)
    .orderBy("o.id", "desc")
    .orderBy("s.best_before")
    .orderBy("s.id")
    .execute();
  return numeric(found);
}

/** Every order-and-lot row of the lots, a batch at a time along the index (by order, then lot). */
export async function* recallBatches(db: Db, lotIds: readonly string[], batch: number): AsyncGenerator<RecallRow[]> {
  let after: { order: string; lot: string } | null = null;
  for (;;) {
    let q = rows(db, lotIds);
    if (after !== null) {
      const { order, lot } = after;
      q = q.where((eb) =>
        eb.or([eb("l.order_id", ">", order), eb.and([eb("l.order_id", "=", order), eb("s.id", ">", lot)])]),
      );
    }
    const found = await q.orderBy("o.id").orderBy("s.id").limit(batch).execute();
    if (found.length > 0) yield numeric(found);
    if (found.length < batch) return;
    const last = found.at(-1)!;
    after = { order: last.id, lot: last.lot_id };
  }
}

/** The names of the order lines of one flavour in these orders (what the customer bought). */
export async function selectLineNames(
  db: Db,
  orderIds: readonly string[],
  flavor: string,
): Promise<{ order_id: string; name: string }[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom("order_lines")
    .select(["order_id", "name"])
    .distinct()
    .where("order_id", "in", [...orderIds])
    .where("flavor", "=", flavor)
    .orderBy("order_id")
    .orderBy("name")
    .execute();
}

/** The e-mail addresses (lower-cased) already sent this lot's notice. */
export async function selectNotified(db: Db, lotId: string): Promise<Set<string>> {
  const found = await db.selectFrom("recall_notices").select("email").where("lot_id", "=", lotId).execute();
  return new Set(found.map((r) => r.email));
}

/**
 * Claims the notice of a lot for one address: true only for the one caller whose row went in, so
 * a second press or another instance sending the same lot never e-mails the customer again.
 */
export async function claimNotice(
  db: Db,
  row: { lot_id: string; email: string; order_id: string; mail_id: string; created_at: string },
): Promise<boolean> {
  const r = await db
    .insertInto("recall_notices")
    .values(row)
    .onConflict((oc) => oc.columns(["lot_id", "email"]).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Records which queued e-mail carried a claimed notice. */
export async function setNoticeMail(db: Db, lotId: string, email: string, mailId: string): Promise<void> {
  await db
    .updateTable("recall_notices")
    .set({ mail_id: mailId })
    .where("lot_id", "=", lotId)
    .where("email", "=", email)
    .execute();
}
