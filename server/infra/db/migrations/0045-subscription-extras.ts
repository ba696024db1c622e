import type { Kysely } from "kysely";

// "Add to next delivery": one-time extras for one renewal, kept on the subscription with the
// cycle they belong to (JSON { cycle, lines }), so a later cycle ignores them without a clean-up.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscriptions").addColumn("next_extras", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscriptions").dropColumn("next_extras").execute();
}
