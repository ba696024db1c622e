import type { Kysely } from "kysely";

// A checkout sent with an Idempotency-Key (the storefront sends one per attempt and
// retries once with it when the connection was cut) is written with its key, in the order's own
// statement, so a repeat finds the order it made instead of making a second. The primary key holds
// that even for two repeats at once. Keys older than a day are swept hourly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("checkout_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("checkout_keys_created_at").on("checkout_keys").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("checkout_keys").execute();
}
