import type { Kysely } from "kysely";

// Abandoned checkout recovery (ADR 0023). A checkout's contact: the e-mail the shopper gave on the
// payment page (one row per order, the latest e-mail wins) and when each reminder was claimed;
// the claim is a conditional update in the transaction that writes the e-mail, so each reminder
// goes once per checkout however many instances run the job. Marketing e-mail carries
// List-Unsubscribe headers (RFC 8058), so the outbox keeps a message's extra headers (JSON).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("checkout_contacts")
    .addColumn("order_id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull()) // lower-case
    .addColumn("consent", "integer", (c) => c.notNull()) // 1 when the tick was given with this e-mail
    .addColumn("captured_at", "text", (c) => c.notNull())
    .addColumn("reminded_1h_at", "text")
    .addColumn("reminded_24h_at", "text")
    .execute();
  await db.schema.createIndex("checkout_contacts_captured").on("checkout_contacts").column("captured_at").execute();
  await db.schema.createIndex("checkout_contacts_email").on("checkout_contacts").column("email").execute();
  // The Overview's recovered checkouts read the reminded ones of the last weeks.
  await db.schema.createIndex("checkout_contacts_1h").on("checkout_contacts").column("reminded_1h_at").execute();
  await db.schema.createIndex("checkout_contacts_24h").on("checkout_contacts").column("reminded_24h_at").execute();
  await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("headers").execute();
  await db.schema.dropTable("checkout_contacts").execute();
}
