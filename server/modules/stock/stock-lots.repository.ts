// SQL for lots and for which lots each order shipped. Taking tubs from a lot is one conditional
// UPDATE (quantity_remaining >= n), so two fulfilments at once never take the same tubs twice.
import { sql, type Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { OrderLineLotsTable, StockLotsTable } from "../../infra/db/schema";

export type LotRow = Selectable<StockLotsTable>;
export type OrderLineLotRow = Selectable<OrderLineLotsTable>;

export function selectLotByNumber(db: Db, lotNumber: string): Promise<LotRow | undefined> {
  return db.selectFrom("stock_lots").selectAll().where("lot_number", "=", lotNumber).executeTakeFirst();
}

export async function insertLot(db: Db, row: LotRow): Promise<void> {
  await db.insertInto("stock_lots").values(row).execute();
}

/** A second delivery of a lot already received: its tubs join the same row. */
export async function topUpLot(db: Db, id: string, quantity: number): Promise<void> {
  await db
    .updateTable("stock_lots")
    .set({
      quantity_received: sql`quantity_received + ${quantity}`,
      quantity_remaining: sql`quantity_remaining + ${quantity}`,
    })
    .where("id", "=", id)
    .execute();
}

/** Lots with tubs left, earliest best-before first. */
export function selectLots(db: Db): Promise<LotRow[]> {
  return db
    .selectFrom("stock_lots")
    .selectAll()
    .where("quantity_remaining", ">", 0)
    .orderBy("flavor_key")
    .orderBy("best_before")
    .orderBy("received_at")
    .orderBy("id")
    .execute();
}

/**
 * A flavour's lots that may be shipped: counting towards on hand (not written off or
 * quarantined), with tubs left and best-before after `lastSellableBefore`, in the order they go.
 */
export function selectSellableLots(db: Db, flavorKey: string, bestBeforeAfter: string): Promise<LotRow[]> {
  return db
    .selectFrom("stock_lots")
    .selectAll()
    .where("flavor_key", "=", flavorKey)
    .where("quarantined_at", "is", null)
    .where("written_off_at", "is", null)
    .where("quantity_remaining", ">", 0)
    .where("best_before", ">", bestBeforeAfter)
    .orderBy("best_before")
    .orderBy("received_at")
    .orderBy("id")
    .execute();
}

/** selectSellableLots for several flavours in one read, each flavour's lots in the order they go. */
export function selectSellableLotsOf(
  db: Db,
  flavorKeys: readonly string[],
  bestBeforeAfter: string,
): Promise<LotRow[]> {
  if (flavorKeys.length === 0) return Promise.resolve([]);
  return sellableLotsOfQuery(db, flavorKeys, bestBeforeAfter).execute();
}

export function sellableLotsOfQuery(db: Db, flavorKeys: readonly string[], bestBeforeAfter: string) {
  return db
    .selectFrom("stock_lots")
    .selectAll()
    .where("flavor_key", "in", flavorKeys)
    .where("quarantined_at", "is", null)
    .where("written_off_at", "is", null)
    .where("quantity_remaining", ">", 0)
    .where("best_before", ">", bestBeforeAfter)
    .orderBy("flavor_key")
    .orderBy("best_before")
    .orderBy("received_at")
    .orderBy("id");
}

/** Takes `n` tubs from a lot only when it still has them; false when another fulfilment got there first. */
export async function takeFromLot(db: Db, id: string, n: number): Promise<boolean> {
  const r = await db
    .updateTable("stock_lots")
    .set({ quantity_remaining: sql`quantity_remaining - ${n}` })
    .where("id", "=", id)
    .where("quantity_remaining", ">=", n)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function selectLot(db: Db, id: string): Promise<LotRow | undefined> {
  return db.selectFrom("stock_lots").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Lots whose sell-by point has come (best-before on or before `bestBeforeBy`) and still count. */
export function selectLotsPastSellBy(db: Db, bestBeforeBy: string): Promise<LotRow[]> {
  return db
    .selectFrom("stock_lots")
    .selectAll()
    .where("written_off_at", "is", null)
    .where("best_before", "<=", bestBeforeBy)
    .orderBy("best_before")
    .execute();
}

/**
 * Stops a lot's tubs counting towards on hand, once: answers the tubs it still had, or null
 * when another instance (or an earlier run) already did.
 */
export async function claimWriteOff(
  db: Db,
  id: string,
  at: string,
  quarantine: boolean,
): Promise<{ remaining: number } | null> {
  const row = await db
    .updateTable("stock_lots")
    .set({ written_off_at: at, ...(quarantine ? { quarantined_at: at } : {}) })
    .where("id", "=", id)
    .where("written_off_at", "is", null)
    .returning("quantity_remaining")
    .executeTakeFirst();
  return row ? { remaining: Number(row.quantity_remaining) } : null;
}

/**
 * Lifts a lot's quarantine and its write-off, once: answers the tubs it still has, or null when
 * it was not quarantined (or another release got there first).
 */
export async function claimRelease(db: Db, id: string): Promise<{ remaining: number } | null> {
  const row = await db
    .updateTable("stock_lots")
    .set({ quarantined_at: null, written_off_at: null })
    .where("id", "=", id)
    .where("quarantined_at", "is not", null)
    .returning("quantity_remaining")
    .executeTakeFirst();
  return row ? { remaining: Number(row.quantity_remaining) } : null;
}

/** Quarantines a lot already written off (past its sell-by point): its tubs no longer count anyway. */
export async function markQuarantined(db: Db, id: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable("stock_lots")
    .set({ quarantined_at: at })
    .where("id", "=", id)
    .where("quarantined_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertLineLots(db: Db, rows: OrderLineLotRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("order_line_lots").values(rows).execute();
}

export type ShippedRow = {
  order_id: string;
  flavor_key: string;
  flavor: string | null;
  lot_id: string | null;
  lot_number: string | null;
  best_before: string | null;
  quantity: number;
};

/** What each of these orders shipped, lot by lot (through order_line_lots_order). */
export function selectShippedIn(db: Db, orderIds: readonly string[]): Promise<ShippedRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return (
    db
      .selectFrom("order_line_lots as ol")
      .leftJoin("stock_lots as l", "l.id", "ol.lot_id")
      .leftJoin("order_stock as os", (j) =>
        j.onRef("os.order_id", "=", "ol.order_id").onRef("os.flavor_key", "=", "ol.flavor_key"),
      )
      .select([
        "ol.order_id",
        "ol.flavor_key",
        "os.flavor",
        "ol.lot_id",
        "l.lot_number",
        "l.best_before",
        "ol.quantity",
      ])
      .where("ol.order_id", "in", orderIds)
      .orderBy("ol.order_id")
      .orderBy("ol.flavor_key")
      // Tubs with no lot last on both databases (SQLite sorts null first, PostgreSQL last).
      .orderBy(sql`case when l.best_before is null then 1 else 0 end`)
      .orderBy("l.best_before")
      .execute()
  );
}

/** Every order that shipped tubs of a lot (through order_line_lots_lot). */
export async function selectOrdersShipping(db: Db, lotId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("order_line_lots")
    .select("order_id")
    .distinct()
    .where("lot_id", "=", lotId)
    .orderBy("order_id")
    .execute();
  return rows.map((r) => r.order_id);
}

/** Every lot of a flavour best before from `from` to `to` (days, both included), earliest first. */
export function selectLotsBestBefore(db: Db, flavorKey: string, from: string, to: string): Promise<LotRow[]> {
  return db
    .selectFrom("stock_lots")
    .selectAll()
    .where("flavor_key", "=", flavorKey)
    .where("best_before", ">=", from)
    .where("best_before", "<=", to)
    .orderBy("best_before")
    .orderBy("lot_number")
    .execute();
}

/** The flavours that have ever had a lot received, by name. */
export async function selectLotFlavours(db: Db): Promise<string[]> {
  const found = await db.selectFrom("stock_lots").select("flavor").distinct().orderBy("flavor").execute();
  return found.map((r) => r.flavor);
}
