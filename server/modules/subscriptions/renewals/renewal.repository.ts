// The renewal job's SQL. Every step that decides who does a cycle's work is one
// conditional statement: the cycle's row is inserted once (its primary key), and a retry or a
// takeover is an UPDATE that names the state it read, so two instances never both win.
import { sql, type Selectable } from "kysely";
import type { Db } from "../../../infra/db/client";
import type { SubscriptionCyclesTable, SubscriptionsTable } from "../../../infra/db/schema-subscriptions";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CycleRow = Selectable<SubscriptionCyclesTable>;

/** A cycle still being worked on: claimed, or its order made and its charge under way. */
export const OPEN_STATUSES = ["claimed", "charging"] as const;
/** A cycle waiting for a later attempt. */
export const WAITING_STATUSES = ["waiting_stock", "failed", "needs_action"] as const;

/** The cycle's key at the provider: one per subscription and cycle. */
export const cycleKey = (subscriptionId: string, cycle: number) => `renewal-${subscriptionId}-${cycle}`;

/**
 * Customers' pauses (paused_cycles > 0) whose restart day's charge is due: active again, each in
 * its own conditional update, so two instances resume one once. A pause failed payments caused
 * (paused_cycles 0) waits for the customer.
 */
export async function resumeEndedPauses(db: Db, lastDueDay: string, at: string): Promise<string[]> {
  const ended = await db
    .selectFrom("subscriptions")
    .select("id")
    .where("status", "=", "paused")
    .where("paused_cycles", ">", 0)
    .where("next_charge_on", "<=", lastDueDay)
    .limit(1000)
    .execute();
  const resumed: string[] = [];
  for (const { id } of ended) {
    const r = await db
      .updateTable("subscriptions")
      .set({ status: "active", paused_cycles: 0, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", "paused")
      .where("paused_cycles", ">", 0)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) resumed.push(id);
  }
  return resumed;
}

/**
 * Active subscriptions whose next charge day is `lastDueDay` or before and whose cycle has no row
 * yet, by id after `after` (keyset batches).
 */
export function selectDue(db: Db, lastDueDay: string, after: string, limit: number) {
  return db
    .selectFrom("subscriptions as s")
    .select(["s.id", "s.next_cycle", "s.next_charge_on"])
    .where("s.status", "=", "active")
    .where("s.next_charge_on", "<=", lastDueDay)
    .where("s.id", ">", after)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("subscription_cycles as c")
            .select(sql`1`.as("one"))
            .whereRef("c.subscription_id", "=", "s.id")
            .whereRef("c.cycle", "=", "s.next_cycle"),
        ),
      ),
    )
    .orderBy("s.id")
    .limit(limit)
    .execute();
}

/** Inserts the claims; answers the ones this call made (a cycle another instance claimed is not among them). */
export async function insertClaims(
  db: Db,
  claims: { subscriptionId: string; cycle: number; dueOn: string }[],
  by: string,
  at: string,
): Promise<{ subscription_id: string; cycle: number }[]> {
  if (claims.length === 0) return [];
  return db
    .insertInto("subscription_cycles")
    .values(
      claims.map((c) => ({
        subscription_id: c.subscriptionId,
        cycle: c.cycle,
        due_on: c.dueOn,
        status: "claimed",
        idempotency_key: cycleKey(c.subscriptionId, c.cycle),
        claimed_by: by,
        claimed_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(["subscription_id", "cycle"])
    .execute();
}

/** Open cycles whose worker stopped (claimed before `staleBefore`): a crash, a kill -9. */
export function selectStale(db: Db, staleBefore: string, limit: number) {
  return db
    .selectFrom("subscription_cycles")
    .selectAll()
    .where("status", "in", OPEN_STATUSES)
    .where("claimed_at", "<", staleBefore)
    .orderBy("claimed_at")
    .limit(limit)
    .execute();
}

/** Waiting cycles whose next attempt has come. */
export function selectRetriesDue(db: Db, now: string, limit: number) {
  return db
    .selectFrom("subscription_cycles")
    .selectAll()
    .where("status", "in", WAITING_STATUSES)
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
}

/** Waiting on a failed payment, but the order was paid another way (the e-mailed link). */
export function selectPaidElsewhere(db: Db, limit: number) {
  return db
    .selectFrom("subscription_cycles as c")
    .innerJoin("orders as o", "o.id", "c.order_id")
    .selectAll("c")
    .select("o.payment_reference")
    .where("c.status", "in", ["failed", "needs_action"])
    .where("o.status", "in", ["paid", "fulfilled"])
    .limit(limit)
    .execute();
}

/**
 * Takes the cycle as it was read (`seen`) for the worker `token` (new for every take): one UPDATE
 * naming the state and holder read, so of two instances that read the same row only one changes it.
 */
export async function takeCycle(db: Db, seen: CycleRow, token: string, at: string): Promise<CycleRow | null> {
  const status = seen.status === "claimed" ? "claimed" : "charging";
  const r = await db
    .updateTable("subscription_cycles")
    .set({ status, claimed_by: token, claimed_at: at, updated_at: at })
    .where("subscription_id", "=", seen.subscription_id)
    .where("cycle", "=", seen.cycle)
    .where("status", "=", seen.status)
    .where("claimed_by", "=", seen.claimed_by ?? "")
    .where("attempts", "=", seen.attempts)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  return { ...seen, status, claimed_by: token, claimed_at: at, updated_at: at };
}

export function selectCycle(db: Db, subscriptionId: string, cycle: number) {
  return db
    .selectFrom("subscription_cycles")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .where("cycle", "=", cycle)
    .executeTakeFirst();
}

export function selectSubscription(db: Db, id: string) {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Moves a cycle on while this worker (`held.claimed_by`) holds it; false when another took it over. */
export async function moveCycle(
  db: Db,
  held: Pick<CycleRow, "subscription_id" | "cycle" | "claimed_by">,
  set: Partial<Omit<CycleRow, "subscription_id" | "cycle" | "claimed_by">> & { updated_at: string },
): Promise<boolean> {
  const r = await db
    .updateTable("subscription_cycles")
    .set(set)
    .where("subscription_id", "=", held.subscription_id)
    .where("cycle", "=", held.cycle)
    .where("claimed_by", "=", held.claimed_by ?? "")
    .where("status", "not in", ["paid", "skipped"])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The cycle is paid (whoever holds it: the money is taken either way); false when it already was. */
export async function markCyclePaid(
  db: Db,
  subscriptionId: string,
  cycle: number,
  paid: { orderId: string; reference: string | null },
  at: string,
) {
  const r = await db
    .updateTable("subscription_cycles")
    .set({
      status: "paid",
      order_id: paid.orderId,
      charge_reference: paid.reference,
      next_attempt_at: null,
      updated_at: at,
    })
    .where("subscription_id", "=", subscriptionId)
    .where("cycle", "=", cycle)
    .where("status", "!=", "paid")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The subscription moves on to its next cycle (only from `cycle`: a repeat changes nothing). */
export async function advanceSubscription(
  db: Db,
  id: string,
  cycle: number,
  nextChargeOn: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable("subscriptions")
    .set({ next_cycle: cycle + 1, next_charge_on: nextChargeOn, updated_at: at })
    .where("id", "=", id)
    .where("next_cycle", "=", cycle)
    .where("status", "!=", "cancelled")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setSubscriptionStatus(db: Db, id: string, to: string, from: readonly string[], at: string) {
  const r = await db
    .updateTable("subscriptions")
    .set({ status: to, updated_at: at })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The order of the subscription's latest cycle that waits on a failed payment, with a retry still to come. */
export function selectOrderAwaitingPayment(db: Db, subscriptionId: string) {
  return db
    .selectFrom("subscription_cycles")
    .select("order_id")
    .where("subscription_id", "=", subscriptionId)
    .where("status", "in", ["failed", "needs_action"])
    .where("next_attempt_at", "is not", null)
    .where("order_id", "is not", null)
    .orderBy("cycle", "desc")
    .executeTakeFirst();
}

/** Who pays for the subscription at the provider: its e-mail and provider's customer. */
export function selectPayer(db: Db, id: string) {
  return db
    .selectFrom("subscriptions")
    .select(["email", "provider", "provider_customer"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The subscription's card from now on, whatever it was. */
export async function setSubscriptionCard(
  db: Db,
  id: string,
  card: Pick<
    SubscriptionRow,
    "provider" | "provider_customer" | "payment_method" | "card_brand" | "card_last4" | "card_expiry"
  >,
  at: string,
): Promise<void> {
  await db
    .updateTable("subscriptions")
    .set({ ...card, updated_at: at })
    .where("id", "=", id)
    .execute();
}
