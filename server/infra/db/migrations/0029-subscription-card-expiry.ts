import type { Kysely } from "kysely";

// A subscription's kept card shows its expiry: "MM/YYYY", null when the provider gave none
// (cards kept before this, and the test page's older tokens).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscriptions").addColumn("card_expiry", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscriptions").dropColumn("card_expiry").execute();
}
