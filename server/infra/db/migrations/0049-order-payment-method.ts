import type { Kysely } from "kysely";

// How an order was paid, in the shopper's words ("Visa ending 4242", "Afterpay"), for the order
// confirmation page and the account's order page. Null on orders from before, and after erasure.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("payment_method", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("payment_method").execute();
}
