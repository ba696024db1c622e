import type { Kysely } from "kysely";

// Back-in-stock alerts: a shopper's request to be e-mailed when a sold-out flavour
// returns, one per address and flavour (the primary key holds that even for two requests at
// once); the row is deleted in the transaction that restocks the flavour and writes its e-mail.
// Marketing consent history: every consent and withdrawal with its time and where it was given,
// beside the customer's current choice (customers.marketing_consent), which stays the one read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("back_in_stock_requests")
    .addColumn("flavor_key", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("flavor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("back_in_stock_requests_pk", ["flavor_key", "email"])
    .execute();
  await db.schema
    .createTable("marketing_consents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("given", "integer", (c) => c.notNull()) // 1 given, 0 withdrawn
    .addColumn("source", "text", (c) => c.notNull()) // e.g. account-settings
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("marketing_consents_customer_at")
    .on("marketing_consents")
    .columns(["customer_id", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("marketing_consents").execute();
  await db.schema.dropTable("back_in_stock_requests").execute();
}
