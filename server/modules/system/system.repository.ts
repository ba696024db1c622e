// SQL for the System screen: instances' heartbeats, jobs' outcomes, the database's size samples,
// and the counts it shows of other tables (mail outbox, media, webhooks).
import { sql } from "kysely";
import type { Db } from "../../infra/db/client";

// ---- instances
export async function upsertInstance(
  db: Db,
  row: { name: string; version: string; started_at: string; last_seen_at: string },
): Promise<void> {
  const { name: _name, ...rest } = row;
  await db
    .insertInto("instances")
    .values(row)
    .onConflict((oc) => oc.column("name").doUpdateSet(rest))
    .execute();
}

export function selectInstances(db: Db) {
  return db.selectFrom("instances").selectAll().orderBy("name").execute();
}

// ---- jobs
export async function upsertJobOutcome(
  db: Db,
  name: string,
  row: { at: string; ok: number; message: string | null },
): Promise<void> {
  await db
    .insertInto("job_outcomes")
    .values({ name, ...row })
    .onConflict((oc) => oc.column("name").doUpdateSet(row))
    .execute();
}

export function selectJobOutcomes(db: Db) {
  return db.selectFrom("job_outcomes").selectAll().orderBy("name").execute();
}

// ---- the database's size
/** The PostgreSQL database's size in bytes. */
export async function selectPostgresSize(db: Db): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}

/** The day's sample, replacing an earlier one of the same day. */
export async function upsertSizeSample(db: Db, row: { day: string; bytes: number; at: string }): Promise<void> {
  await db
    .insertInto("database_sizes")
    .values(row)
    .onConflict((oc) => oc.column("day").doUpdateSet({ bytes: row.bytes, at: row.at }))
    .execute();
}

export async function deleteSizeSamplesBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom("database_sizes").where("day", "<", day).execute();
}

export function selectSizeSamples(db: Db) {
  return db.selectFrom("database_sizes").select(["day", "bytes"]).execute();
}

// ---- what the screen counts elsewhere
export async function countMail(db: Db, status: string): Promise<number> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sends every failed e-mail again from the start; answers how many. */
export async function retryFailedMail(db: Db, at: string): Promise<number> {
  const r = await db
    .updateTable("mail_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: at, last_error: null })
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export function selectMediaTotals(db: Db) {
  return db
    .selectFrom("media_files")
    .select((eb) => [eb.fn.countAll<number>().as("files"), eb.fn.sum<number>("size").as("bytes")])
    .executeTakeFirstOrThrow();
}

/** Whether a Stripe webhook was processed since the instant. */
export async function stripeWebhookSince(db: Db, since: string): Promise<boolean> {
  const row = await db
    .selectFrom("processed_webhook_events")
    .select("processed_at")
    .where("provider", "=", "stripe")
    .where("processed_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
