import type { Kysely } from "kysely";

// The built-in test page's payments that confirm or fail later: a completed session keeps which
// way it will go and when, so it is settled after a short delay, as Stripe's async events are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_sessions").addColumn("delayed_outcome", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_sessions").dropColumn("delayed_outcome").execute();
}
