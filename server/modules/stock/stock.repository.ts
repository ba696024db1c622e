// SQL for stock levels and what each order holds: rows in, rows out. Every change is one
// UPDATE that does its own arithmetic in the database, so concurrent changes never lose one
// another, and each re-arms the low-stock e-mail once available rises above the threshold.
import { sql, type Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { OrderStockTable, StockLevelsTable } from "../../infra/db/schema";

export type StockLevelRow = Selectable<StockLevelsTable>;
export type OrderStockRow = Selectable<OrderStockTable>;
export type OrderStockState = "reserved" | "committed" | "released" | "restocked";

const available = sql<number>`on_hand - reserved`;

export function selectLevels(db: Db, keys?: readonly string[]): Promise<StockLevelRow[]> {
  let q = db.selectFrom("stock_levels").selectAll();
  if (keys) {
    if (keys.length === 0) return Promise.resolve([]);
    q = q.where("flavor_key", "in", [...keys]);
  }
  return q.orderBy("flavor_key").execute();
}

export function selectLevel(db: Db, key: string): Promise<StockLevelRow | undefined> {
  return db.selectFrom("stock_levels").selectAll().where("flavor_key", "=", key).executeTakeFirst();
}

/**
 * Holds `tubs` for an order only while that many are available. On PostgreSQL a racing UPDATE
 * of the same row waits for the first to commit, then re-checks the WHERE on the new row; on
 * SQLite the write transaction serialises. Answers the tubs left available, or null if short.
 */
export async function reserve(db: Db, key: string, tubs: number): Promise<number | null> {
  const row = await db
    .updateTable("stock_levels")
    .set({ reserved: sql`reserved + ${tubs}` })
    .where("flavor_key", "=", key)
    .where(sql<boolean>`on_hand - reserved >= ${tubs}`)
    .returning(available.as("available"))
    .executeTakeFirst();
  return row ? Number(row.available) : null;
}

/** Adds `onHand` and `reserved` (either may be negative); answers the tubs available after, or null without a row. */
export async function shift(
  db: Db,
  key: string,
  change: { onHand: number; reserved: number },
  at: string,
): Promise<number | null> {
  const row = await db
    .updateTable("stock_levels")
    .set({
      on_hand: sql`on_hand + ${change.onHand}`,
      reserved: sql`reserved + ${change.reserved}`,
      low_alerted: sql`case when (on_hand + ${change.onHand}) - (reserved + ${change.reserved}) > low_threshold then 0 else low_alerted end`,
      updated_at: at,
    })
    .where("flavor_key", "=", key)
    .returning(available.as("available"))
    .executeTakeFirst();
  return row ? Number(row.available) : null;
}

/** Marks a flavour's low-stock e-mail as sent; true only for the first caller of this crossing. */
export async function claimLowAlert(db: Db, key: string): Promise<boolean> {
  const r = await db
    .updateTable("stock_levels")
    .set({ low_alerted: 1 })
    .where("flavor_key", "=", key)
    .where("low_alerted", "=", 0)
    .where(sql<boolean>`on_hand - reserved <= low_threshold`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Staff set a flavour's stock: created on first use, never below what is reserved. */
export async function upsertLevel(
  db: Db,
  row: { key: string; flavor: string; onHand: number; threshold: number },
  at: string,
): Promise<boolean> {
  const existing = await db
    .updateTable("stock_levels")
    .set({ on_hand: row.onHand, low_threshold: row.threshold, low_alerted: rearmFor(row), updated_at: at })
    .where("flavor_key", "=", row.key)
    .where("reserved", "<=", row.onHand)
    .executeTakeFirst();
  if (Number(existing.numUpdatedRows) === 1) return true;
  if (await selectLevel(db, row.key)) return false;
  await db
    .insertInto("stock_levels")
    .values({
      flavor_key: row.key,
      flavor: row.flavor,
      on_hand: row.onHand,
      reserved: 0,
      low_threshold: row.threshold,
      low_alerted: 0,
      updated_at: at,
    })
    .execute();
  return true;
}

function rearmFor(row: { onHand: number; threshold: number }) {
  return sql<number>`case when ${row.onHand} - reserved > ${row.threshold} then 0 else low_alerted end`;
}

/** Stops counting a flavour (no row: unlimited), only while no tubs of it are reserved. */
export async function deleteLevel(db: Db, key: string): Promise<boolean> {
  const r = await db
    .deleteFrom("stock_levels")
    .where("flavor_key", "=", key)
    .where("reserved", "=", 0)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Staff adjust on hand by `delta`, refused (false) when it would go below zero or below what is reserved. */
export async function adjustLevel(db: Db, key: string, delta: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable("stock_levels")
    .set({
      on_hand: sql`on_hand + ${delta}`,
      low_alerted: sql`case when on_hand + ${delta} - reserved > low_threshold then 0 else low_alerted end`,
      updated_at: at,
    })
    .where("flavor_key", "=", key)
    .where(sql<boolean>`on_hand + ${delta} >= reserved`)
    .where(sql<boolean>`on_hand + ${delta} >= 0`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertOrderStock(db: Db, rows: OrderStockRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("order_stock").values(rows).execute();
}

export function selectOrderStock(db: Db, orderId: string): Promise<OrderStockRow[]> {
  return db.selectFrom("order_stock").selectAll().where("order_id", "=", orderId).orderBy("flavor_key").execute();
}

/** Moves an order's rows from one state to the next; the rows moved (none when another change got there first). */
export async function moveOrderStock(
  db: Db,
  orderId: string,
  from: OrderStockState,
  to: OrderStockState,
): Promise<OrderStockRow[]> {
  return db
    .updateTable("order_stock")
    .set({ state: to })
    .where("order_id", "=", orderId)
    .where("state", "=", from)
    .returningAll()
    .execute();
}
