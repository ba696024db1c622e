// SQL for the packing bench: the order a slip names (its unique number), the tubs it needs per
// flavour (written once from its lines), one tick at a time (a guarded increment, so a tub too
// many changes nothing), and the bench each staff member has open.
import { sql } from "kysely";
import type { Db } from "../../infra/db/client";

export type PackOrderRow = {
  id: string;
  number: string;
  status: string;
  customer_name: string | null;
  shipping_address: string | null;
  packed_at: string | null;
};

const ORDER_COLUMNS = ["id", "number", "status", "customer_name", "shipping_address", "packed_at"] as const;

export function selectPackOrderByNumber(db: Db, number: string): Promise<PackOrderRow | undefined> {
  return db.selectFrom("orders").select(ORDER_COLUMNS).where("number", "=", number).executeTakeFirst();
}

export function selectPackOrder(db: Db, id: string): Promise<PackOrderRow | undefined> {
  return db.selectFrom("orders").select(ORDER_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export function selectOrderLineFlavours(db: Db, orderId: string) {
  return db.selectFrom("order_lines").select(["flavor", "quantity"]).where("order_id", "=", orderId).execute();
}

export function selectPackTubs(db: Db, orderId: string) {
  return db
    .selectFrom("order_pack_tubs")
    .select(["flavor_key", "flavor", "needed", "packed"])
    .where("order_id", "=", orderId)
    .orderBy("flavor_key")
    .execute();
}

/** The order's tubs to tick; a second bench opening the same order keeps the first one's rows. */
export async function insertPackTubs(
  db: Db,
  orderId: string,
  tubs: readonly { key: string; flavor: string; tubs: number }[],
): Promise<void> {
  if (tubs.length === 0) return;
  await db
    .insertInto("order_pack_tubs")
    .values(tubs.map((t) => ({ order_id: orderId, flavor_key: t.key, flavor: t.flavor, needed: t.tubs, packed: 0 })))
    .onConflict((oc) => oc.columns(["order_id", "flavor_key"]).doNothing())
    .execute();
}

/** One more tub of the flavour, only while the order needs more of it: true when ticked. */
export async function tickTub(db: Db, orderId: string, key: string): Promise<boolean> {
  const result = await db
    .updateTable("order_pack_tubs")
    .set({ packed: sql<number>`packed + 1` })
    .where("order_id", "=", orderId)
    .where("flavor_key", "=", key)
    .where(sql<boolean>`packed < needed`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a paid order packed, once: false when it was packed already or is no longer paid. */
export async function markPacked(db: Db, orderId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ packed_at: at, updated_at: at })
    .where("id", "=", orderId)
    .where("status", "=", "paid")
    .where("packed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function selectBenchOrderId(db: Db, userId: string): Promise<string | null> {
  return (await selectBench(db, userId))?.order_id ?? null;
}

export function selectBench(db: Db, userId: string) {
  return db
    .selectFrom("pack_benches")
    .select(["order_id", "last_tick_key"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** Opens (or closes, with null) the bench's order; a new order has no tick to undo. */
export async function setBenchOrder(db: Db, userId: string, orderId: string | null, at: string): Promise<void> {
  await db
    .insertInto("pack_benches")
    .values({ user_id: userId, order_id: orderId, updated_at: at, last_tick_key: null })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ order_id: orderId, updated_at: at, last_tick_key: null }))
    .execute();
}

/** Remembers the flavour of the bench's last tick (null once it has been undone). */
export async function setLastTick(db: Db, userId: string, key: string | null, at: string): Promise<void> {
  await db
    .updateTable("pack_benches")
    .set({ last_tick_key: key, updated_at: at })
    .where("user_id", "=", userId)
    .execute();
}

/** One tub fewer of the flavour, never below none: true when one was taken back. */
export async function untickTub(db: Db, orderId: string, key: string): Promise<boolean> {
  const result = await db
    .updateTable("order_pack_tubs")
    .set({ packed: sql<number>`packed - 1` })
    .where("order_id", "=", orderId)
    .where("flavor_key", "=", key)
    .where("packed", ">", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Clears every tick of an order that is being put back unpacked. */
export async function clearTicks(db: Db, orderId: string): Promise<void> {
  await db.updateTable("order_pack_tubs").set({ packed: 0 }).where("order_id", "=", orderId).execute();
}
