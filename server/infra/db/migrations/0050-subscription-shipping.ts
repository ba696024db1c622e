import type { Kysely } from "kysely";

// A subscription keeps the shipping option of the order that started it (zone AU or NZ, method
// standard or express), so each renewal ships, and is priced, the way the subscriber chose.
// Subscriptions from before have neither: they were all Australia Standard.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscriptions").addColumn("shipping_zone", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("shipping_method", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscriptions").dropColumn("shipping_method").execute();
  await db.schema.alterTable("subscriptions").dropColumn("shipping_zone").execute();
}
