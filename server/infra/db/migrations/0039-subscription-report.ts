import type { Kysely } from "kysely";

// The Subscriptions screen counts cancellations in a range of days and their reasons: through
// an index on when each was cancelled, not a walk of every subscription.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("subscriptions_cancelled").on("subscriptions").columns(["cancelled_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("subscriptions_cancelled").ifExists().execute();
}
