import type { Kysely } from "kysely";

// Shopper accounts, apart from the admin's: the account, its sessions (keyed by a
// SHA-256 of the cookie's id, like the admin's), one-time sign-in codes (only hashes of the code
// and of the link's token), saved addresses, and the account an order was placed under.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("marketing_consent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("marketing_consent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_sign_in_at", "text")
    .execute();

  await db.schema
    .createTable("customer_sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("customer_sessions_customer").on("customer_sessions").column("customer_id").execute();

  await db.schema
    .createTable("sign_in_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("link_hash", "text", (c) => c.notNull().unique())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("sign_in_codes_email").on("sign_in_codes").columns(["email", "created_at"]).execute();

  await db.schema
    .createTable("customer_addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("address", "text", (c) => c.notNull()) // JSON, core/order.ts ShippingAddress
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("customer_addresses_customer").on("customer_addresses").column("customer_id").execute();

  // No foreign key: a deleted account leaves its orders (tax records) with the column cleared.
  await db.schema.alterTable("orders").addColumn("account_id", "text").execute();
  await db.schema.createIndex("orders_account").on("orders").column("account_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_account").execute();
  await db.schema.alterTable("orders").dropColumn("account_id").execute();
  await db.schema.dropTable("customer_addresses").execute();
  await db.schema.dropTable("sign_in_codes").execute();
  await db.schema.dropTable("customer_sessions").execute();
  await db.schema.dropTable("customers").execute();
}
