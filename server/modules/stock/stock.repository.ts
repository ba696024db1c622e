// SQL for stock levels and what each order holds: rows in, rows out. Every change is one
// UPDATE that does its own arithmetic in the database, so concurrent changes never lose one
// another, and each re-arms the low-stock e-mail once available rises above the threshold.
import { sql, type Compilable, type Selectable } from "kysely";
import type { TubsNeeded } from "../../../core/stock";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import { joinStatements, writeTogether } from "../../infra/db/write-together";
import type { OrderStockTable, StockLevelsTable } from "../../infra/db/schema";

export type StockLevelRow = Selectable<StockLevelsTable>;
export type OrderStockRow = Selectable<OrderStockTable>;
export type OrderStockState = "reserved" | "committed" | "released" | "restocked";

const available = sql<number>`on_hand - reserved`;

export function selectLevels(db: Db): Promise<StockLevelRow[]> {
  return db.selectFrom("stock_levels").selectAll().orderBy("flavor_key").execute();
}

export function selectLevel(db: Db, key: string): Promise<StockLevelRow | undefined> {
  return db.selectFrom("stock_levels").selectAll().where("flavor_key", "=", key).executeTakeFirst();
}

/** A counted flavour an order now holds, and the tubs left available after it (negative: it was short). */
export type Reservation = { flavor_key: string; flavor: string; tubs: number; available: number };

/**
 * Runs `alongWith` (the order's own writes), then adds each flavour's tubs to what is reserved
 * and records what the order holds, answering a row per counted flavour (an uncounted flavour
 * has no row and is left alone). When a flavour is short, its row (available below zero) is the
 * answer and nothing may be kept: on SQLite the caller's rollback sees to that; on PostgreSQL
 * all of it is one statement that the shortfall ends with an error (stock_refuse_short), so it
 * is atomic by itself and needs no transaction round trips. There the counted rows are locked in
 * key order (two checkouts never wait on each other in a cycle) and only until that statement
 * commits, which is what lets checkouts of the same flavours follow each other closely.
 */
export async function reserveForOrder(
  db: Db,
  orderId: string,
  needs: readonly TubsNeeded[],
  alongWith: readonly Compilable[] = [],
): Promise<Reservation[]> {
  if (isPostgres(db)) return reserveOnPostgres(db, orderId, needs, alongWith);
  await writeTogether(db, alongWith);
  if (needs.length === 0) return [];
  const tubsOf = sql.join(
    needs.map((n) => sql`when ${n.key} then ${n.tubs}`),
    sql` `,
  );
  const updated = await db
    .updateTable("stock_levels")
    .set({ reserved: sql`reserved + case flavor_key ${tubsOf} end` })
    .where(
      "flavor_key",
      "in",
      needs.map((n) => n.key),
    )
    .returning(["flavor_key", available.as("available")])
    .execute();
  const after = new Map(updated.map((r) => [r.flavor_key, Number(r.available)]));
  // In the needs' own (key) order.
  const held = needs
    .filter((n) => after.has(n.key))
    .map((n) => ({ flavor_key: n.key, flavor: n.flavor, tubs: n.tubs, available: after.get(n.key)! }));
  if (held.every((r) => r.available >= 0)) {
    await insertOrderStock(
      db,
      held.map((r) => ({
        order_id: orderId,
        flavor_key: r.flavor_key,
        flavor: r.flavor,
        quantity: r.tubs,
        state: "reserved",
      })),
    );
  }
  return held;
}

async function reserveOnPostgres(
  db: Db,
  orderId: string,
  needs: readonly TubsNeeded[],
  alongWith: readonly Compilable[],
): Promise<Reservation[]> {
  if (needs.length === 0) {
    await writeTogether(db, alongWith);
    return [];
  }
  const need = sql.join(needs.map((n) => sql`(${n.key}::text, ${n.flavor}::text, ${n.tubs}::integer)`));
  const reserve = sql<Reservation>`
    with need (flavor_key, flavor, tubs) as (values ${need}),
    locked as materialized (
      select s.flavor_key from stock_levels s join need on need.flavor_key = s.flavor_key
      order by s.flavor_key for update of s
    ),
    held as (
      update stock_levels s set reserved = s.reserved + need.tubs
      from need, locked
      where s.flavor_key = need.flavor_key and locked.flavor_key = s.flavor_key
      returning s.flavor_key, need.flavor, need.tubs, s.on_hand - s.reserved as available
    ),
    recorded as (
      insert into order_stock (order_id, flavor_key, flavor, quantity, state)
      select ${orderId}, flavor_key, flavor, tubs, 'reserved' from held
    )
    select flavor_key, flavor, tubs, available,
      case when available < 0 then stock_refuse_short(flavor_key, flavor, tubs, available) end as refused
    from held order by flavor_key`;
  try {
    const { rows } = await db.executeQuery<Reservation>(joinStatements(alongWith, reserve.compile(db)));
    return rows.map((r) => ({
      flavor_key: r.flavor_key,
      flavor: r.flavor,
      tubs: Number(r.tubs),
      available: Number(r.available),
    }));
  } catch (err) {
    const short = shortfallOf(err);
    if (short) return [short];
    throw err;
  }
}

/** The flavour stock_refuse_short named when it ended a checkout's statement, or null for any other error. */
function shortfallOf(err: unknown): Reservation | null {
  const e = err as { code?: unknown; message?: unknown; detail?: unknown };
  if (e?.code !== "P0001" || e.message !== "short stock" || typeof e.detail !== "string") return null;
  const d = JSON.parse(e.detail) as Reservation;
  return { flavor_key: d.flavor_key, flavor: d.flavor, tubs: Number(d.tubs), available: Number(d.available) };
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
