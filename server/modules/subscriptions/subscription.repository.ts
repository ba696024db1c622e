// SQL for what customers and staff do with a subscription: rows in, rows out. Every
// change is a conditional UPDATE on the row's updated_at, so a change made meanwhile (another tab,
// staff, the renewal job) is never overwritten unseen.
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from "kysely";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import type { Database } from "../../infra/db/schema";
import { readDirection, type PageRequest } from "../../infra/db/keyset";
import type {
  SubscriptionCyclesTable,
  SubscriptionEventsTable,
  SubscriptionsTable,
} from "../../infra/db/schema-subscriptions";
import { startsWith } from "../../infra/db/prefix-match";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type SubscriptionEventRow = Selectable<SubscriptionEventsTable>;
export type CycleRow = Selectable<SubscriptionCyclesTable>;

export function selectSubscriptionByNumber(db: Db, number: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("number", "=", number).executeTakeFirst();
}

export function selectCustomerSubscriptions(db: Db, customerId: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function selectCycle(db: Db, subscriptionId: string, cycle: number): Promise<CycleRow | undefined> {
  return db
    .selectFrom("subscription_cycles")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .where("cycle", "=", cycle)
    .executeTakeFirst();
}

/**
 * Marks a cycle skipped in the ledger: a new row, or a failed one that stops being retried. The
 * ledger's key (subscription, cycle) makes this and the renewal job's claim exclusive: whichever
 * writes the row first wins, so a skipped cycle is never charged and a claimed one never skipped.
 */
export async function skipCycle(
  db: Db,
  c: { subscriptionId: string; cycle: number; dueOn: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("subscription_cycles")
    .values({
      subscription_id: c.subscriptionId,
      cycle: c.cycle,
      due_on: c.dueOn,
      status: "skipped",
      idempotency_key: `${c.subscriptionId}:${c.cycle}:skipped`,
      order_id: null,
      next_attempt_at: null,
      charge_reference: null,
      claimed_by: null,
      claimed_at: null,
      created_at: c.at,
      updated_at: c.at,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const updated = await db
    .updateTable("subscription_cycles")
    .set({ status: "skipped", next_attempt_at: null, updated_at: c.at })
    .where("subscription_id", "=", c.subscriptionId)
    .where("cycle", "=", c.cycle)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Writes `set` only if the row is as it was read (its updated_at); false when it changed meanwhile. */
export async function updateSubscriptionIfUnchanged(
  db: Db,
  row: Pick<SubscriptionRow, "id" | "updated_at">,
  set: Updateable<SubscriptionsTable>,
): Promise<boolean> {
  const r = await db
    .updateTable("subscriptions")
    .set(set)
    .where("id", "=", row.id)
    .where("updated_at", "=", row.updated_at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function selectOffers(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, { enabled: boolean; frequencies: number[]; discountPercent: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("subscription_offers")
    .selectAll()
    .where("product_id", "in", [...productIds])
    .execute();
  return new Map(
    rows.map((r) => [
      r.product_id,
      { enabled: r.enabled === 1, frequencies: parseWeeks(r.frequencies), discountPercent: r.discount_percent },
    ]),
  );
}

function parseWeeks(json: string): number[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export async function insertEvent(db: Db, row: Insertable<SubscriptionEventsTable>): Promise<void> {
  await db.insertInto("subscription_events").values(row).execute();
}

export function selectEvents(db: Db, subscriptionId: string): Promise<SubscriptionEventRow[]> {
  return db
    .selectFrom("subscription_events")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}

/** The subscription's orders: its first order and every renewal, newest first. */
export function selectSubscriptionOrders(db: Db, subscriptionId: string) {
  return db
    .selectFrom("orders")
    .select(["id", "number", "status", "total", "created_at", "renewal_cycle"])
    .where("subscription_id", "=", subscriptionId)
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
}

/** The subscription an order belongs to (its first order or a renewal), through the order's own key. */
export async function selectNumberOfOrder(db: Db, orderId: string): Promise<string | null> {
  const row = await db
    .selectFrom("orders as o")
    .innerJoin("subscriptions as s", "s.id", "o.subscription_id")
    .select("s.number")
    .where("o.id", "=", orderId)
    .executeTakeFirst();
  return row?.number ?? null;
}

/** status: only this status (null: every one); q: the start of the number, e-mail or name. */
export type SubscriptionListFilter = { status: string | null; q?: string };

type Eb = ExpressionBuilder<Database, "subscriptions">;

function matching(db: Db, eb: Eb, q: string): Expression<SqlBool> {
  const lower = q.toLowerCase();
  const upper = q.toUpperCase();
  return eb.or([
    // "S" alone would match every subscription ever made.
    ...(/^S\d+$/.test(upper) ? [startsWith(db, eb.ref("number"), upper)] : []),
    startsWith(db, eb.fn<string | null>("lower", [eb.ref("email")]), lower),
    startsWith(db, eb.fn<string | null>("lower", [eb.ref("customer_name")]), lower),
  ]);
}

/** One read of a page's ids and positions (exported for the test that checks its plan). */
export function subscriptionPageQuery(db: Db, f: SubscriptionListFilter, page: PageRequest) {
  const { from, op, order } = readDirection(page);
  const q = f.q?.trim();
  let qb = db.selectFrom("subscriptions").select(["id", "created_at"]);
  if (f.status) {
    // With a search the search's indexes are the narrower way in: the unary + keeps SQLite, which
    // keeps no statistics, from walking the status index instead.
    const status = q && !isPostgres(db) ? sql<string>`+${sql.ref("status")}` : sql.ref<string>("status");
    qb = qb.where(status, "=", f.status);
  }
  if (q) qb = qb.where((eb) => matching(db, eb, q));
  // A search's matches are few and found through the search indexes, then sorted: ordering by an
  // expression no index holds keeps both planners from walking (created_at, id) and testing every row.
  const key = q ? sql<string>`${sql.ref("created_at")} || ''` : sql.ref<string>("created_at");
  if (from) qb = qb.where((eb) => eb(eb.tuple(key, eb.ref("id")), op, eb.tuple(from.key, from.id)));
  return qb
    .orderBy(key, order)
    .orderBy("id", order)
    .limit(page.limit + 1);
}

/** One keyset page of the staff list, newest first by (created_at, id): the ids, then the rows. */
export async function selectSubscriptionPage(
  db: Db,
  f: SubscriptionListFilter,
  page: PageRequest,
): Promise<SubscriptionRow[]> {
  const keys = await subscriptionPageQuery(db, f, page).execute();
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where(
      "id",
      "in",
      keys.map((k) => k.id),
    )
    .execute();
  const at = new Map(keys.map((k, i) => [k.id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("subscriptions")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Active subscriptions' schedule and lines, for the Overview's figures. */
export function selectActiveForFigures(db: Db) {
  return db
    .selectFrom("subscriptions")
    .select(["frequency_weeks", "discount_percent", "lines", "next_charge_on"])
    .where("status", "=", "active")
    .execute();
}

export async function countCancelledSince(db: Db, since: string): Promise<number> {
  const r = await db
    .selectFrom("subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "cancelled")
    .where("cancelled_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * For a range of instants [from, to): subscriptions started in it, cancelled in it, and the
 * subscribers there were when it began (started before it and not cancelled before it).
 */
export async function selectRangeCounts(db: Db, from: string, to: string) {
  const count = sql<number>`count(*)`;
  const [started, cancelled, atStart] = await Promise.all([
    db
      .selectFrom("subscriptions")
      .select(count.as("n"))
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("subscriptions")
      .select(count.as("n"))
      .where("cancelled_at", ">=", from)
      .where("cancelled_at", "<", to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("subscriptions")
      .select(count.as("n"))
      .where("created_at", "<", from)
      .where((eb) => eb.or([eb("cancelled_at", "is", null), eb("cancelled_at", ">=", from)]))
      .executeTakeFirstOrThrow(),
  ]);
  return { started: Number(started.n), cancelled: Number(cancelled.n), atStart: Number(atStart.n) };
}

/** Cancellation reasons given in [from, to), each stored text with how many gave it. */
export async function selectCancelReasons(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom("subscriptions")
    .select((eb) => ["cancel_reason as reason", eb.fn.countAll<number>().as("n")])
    .where("cancelled_at", ">=", from)
    .where("cancelled_at", "<", to)
    .groupBy("cancel_reason")
    .execute();
  return rows.map((r) => ({ reason: r.reason, n: Number(r.n) }));
}
