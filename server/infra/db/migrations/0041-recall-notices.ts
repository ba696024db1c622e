import type { Kysely } from "kysely";

// Which customers have been sent a lot's recall notice: one row per lot and e-mail address
// (lower-cased), inserted before the e-mail is queued, so pressing Send twice or two instances
// sending at once reach each customer once per lot.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("recall_notices")
    .addColumn("lot_id", "text", (c) => c.notNull().references("stock_lots.id"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("mail_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("recall_notices_pk", ["lot_id", "email"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("recall_notices").execute();
}
