import type { Kysely } from "kysely";

// Consent given where the address is not proven (a checkout's tick by a guest, a back-in-stock
// request) waits for the address owner to confirm it from an e-mailed link (double opt-in). A
// request holds what was asked, when and where; confirmed_at is set once, by the owner's click.
// Back-in-stock requests wait the same way: only a confirmed request is answered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("consent_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("requested_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .execute();
  await db.schema
    .createIndex("consent_requests_email_at")
    .on("consent_requests")
    .columns(["email", "requested_at"])
    .execute();
  await db.schema.alterTable("back_in_stock_requests").addColumn("confirmed_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("back_in_stock_requests").dropColumn("confirmed_at").execute();
  await db.schema.dropTable("consent_requests").execute();
}
