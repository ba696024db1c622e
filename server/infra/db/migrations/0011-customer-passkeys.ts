import type { Kysely } from "kysely";

// Passkeys of customer accounts and the WebAuthn challenges handed out for them: a
// challenge works once, for 5 minutes, for the purpose (and account) it was issued for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_passkeys")
    .addColumn("id", "text", (c) => c.primaryKey()) // the credential id, base64url
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("public_key", "text", (c) => c.notNull()) // COSE, base64url
    .addColumn("counter", "integer", (c) => c.notNull())
    .addColumn("transports", "text") // JSON array
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("customer_passkeys_customer").on("customer_passkeys").column("customer_id").execute();

  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("challenge", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull()) // register | sign-in
    .addColumn("customer_id", "text") // register: the account adding the passkey
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webauthn_challenges").execute();
  await db.schema.dropTable("customer_passkeys").execute();
}
