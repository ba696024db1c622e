// SQL for orders, their lines, timeline and processed provider events: rows in, rows out.
import { sql, type Compilable, type Insertable, type Selectable, type Updateable } from "kysely";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import type { OrderEventsTable, OrderLinesTable, OrdersTable } from "../../infra/db/schema";

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;

/** The inserts of a new order, its lines and its opening events, for writeTogether: the order first. */
export function newOrderWrites(
  db: Db,
  order: Insertable<OrdersTable>,
  lines: Insertable<OrderLinesTable>[],
  events: Insertable<OrderEventsTable>[],
): Compilable[] {
  return [
    db.insertInto("orders").values(order),
    ...(lines.length > 0 ? [db.insertInto("order_lines").values(lines)] : []),
    ...(events.length > 0 ? [db.insertInto("order_events").values(events)] : []),
  ];
}

/** Written with the order: its checkout's Idempotency-Key. */
export function insertCheckoutKey(db: Db, k: { key: string; hash: string; orderId: string; at: string }): Compilable {
  return db
    .insertInto("checkout_keys")
    .values({ key: k.key, request_hash: k.hash, order_id: k.orderId, created_at: k.at });
}

/** The order a checkout key made, with what it asked for and the payment page it opened. */
export function selectCheckoutKey(db: Db, key: string) {
  return db
    .selectFrom("checkout_keys")
    .innerJoin("orders", "orders.id", "checkout_keys.order_id")
    .select(["checkout_keys.request_hash", "orders.id", "orders.number", "orders.provider_session_id"])
    .where("checkout_keys.key", "=", key)
    .executeTakeFirst();
}

/** Keys older than `before` (the hourly sweep): a repeat comes within seconds, not days. */
export async function deleteCheckoutKeysBefore(db: Db, before: string): Promise<number> {
  const r = await db.deleteFrom("checkout_keys").where("created_at", "<", before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function selectOrderIdByNumber(db: Db, number: string): Promise<string | null> {
  return (await db.selectFrom("orders").select("id").where("number", "=", number).executeTakeFirst())?.id ?? null;
}

export async function insertOrderEvents(db: Db, rows: Insertable<OrderEventsTable>[]): Promise<void> {
  await db.insertInto("order_events").values(rows).execute();
}

export function selectOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Several orders by id, in id order, locked until the transaction ends (a bulk batch's:
 * what it read of each stays true while it works through them). SQLite's one writer needs no lock.
 */
export function selectOrdersForUpdate(db: Db, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  // Locked in id order, as every other batch locks them: two batches never wait on each other in a circle.
  const q = db.selectFrom("orders").selectAll().where("id", "in", ids).orderBy("id");
  return (isPostgres(db) ? q.forUpdate() : q).execute();
}

export function selectOrderBySession(db: Db, sessionId: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("provider_session_id", "=", sessionId).executeTakeFirst();
}

export function selectOrderByPaymentReference(db: Db, reference: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("payment_reference", "=", reference).executeTakeFirst();
}

export function selectOrderLines(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("position")
    .execute();
}

export function selectOrderEvents(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db
    .selectFrom("order_events")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

export async function setOrderSession(db: Db, id: string, sessionId: string, updatedAt: string): Promise<void> {
  await db
    .updateTable("orders")
    .set({ provider_session_id: sessionId, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}

/** Who is paying, as typed on the payment page, kept on an order still waiting for payment. */
export async function setPendingCustomer(
  db: Db,
  id: string,
  customer: { email: string; name: string | null },
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable("orders")
    .set({ email: customer.email, customer_name: customer.name, updated_at: updatedAt })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/**
 * The one way an order changes state: a conditional UPDATE that only matches
 * while the order is in one of `from`. Two racing confirmations cannot both match.
 */
export async function transitionOrder(
  db: Db,
  id: string,
  from: readonly string[],
  set: Updateable<OrdersTable> & { status: string; updated_at: string },
): Promise<boolean> {
  const r = await db
    .updateTable("orders")
    .set(set)
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function markOversold(db: Db, id: string, updatedAt: string): Promise<void> {
  await db.updateTable("orders").set({ oversold: 1, updated_at: updatedAt }).where("id", "=", id).execute();
}

/** Insert-or-ignore: true the first time an event id is seen. */
export async function claimProviderEvent(
  db: Db,
  row: { event_id: string; provider: string; type: string; order_id: string | null; processed_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("processed_webhook_events")
    .values(row)
    .onConflict((oc) => oc.column("event_id").doNothing())
    .returning("event_id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Status, total and payment time of every order paid at or after `since` (the Overview's takings). */
export function selectPaidSince(db: Db, since: string) {
  return db.selectFrom("orders").select(["status", "total", "paid_at"]).where("paid_at", ">=", since).execute();
}

export async function countOrdersWithStatus(db: Db, status: string): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Runs `fn` inside a savepoint of the open transaction: when it throws, its writes (and only
 * its writes) are undone and the error is answered; the transaction goes on either way.
 */
export async function inSavepoint(trx: Db, fn: () => Promise<void>): Promise<Error | null> {
  await sql`savepoint order_step`.execute(trx);
  let failed: Error | null = null;
  try {
    await fn();
  } catch (err) {
    await sql`rollback to savepoint order_step`.execute(trx);
    failed = err instanceof Error ? err : new Error(String(err));
  }
  await sql`release savepoint order_step`.execute(trx);
  return failed;
}

export async function setOrderSubscription(db: Db, orderId: string, subscriptionId: string): Promise<void> {
  await db.updateTable("orders").set({ subscription_id: subscriptionId }).where("id", "=", orderId).execute();
}
