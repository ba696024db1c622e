import type { Kysely } from "kysely";

// Each order keeps the shipping option it was priced with (Standard or Express) and its zone
// (AU or NZ), so every view of it, the invoice and the CSV can say how it ships. Orders from
// before have neither: they were all sent the one way there was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("shipping_method", "text").execute();
  await db.schema.alterTable("orders").addColumn("shipping_zone", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("shipping_zone").execute();
  await db.schema.alterTable("orders").dropColumn("shipping_method").execute();
}
