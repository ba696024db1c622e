import type { Kysely } from "kysely";

// Shipping labels bought from a carrier (Sendle): one per order, written in the transaction that
// fulfils the order, so an order is either fulfilled with its label or untouched. The row keeps
// what the label's PDF is fetched with (the carrier's order and label address); the PDF itself,
// which carries the customer's name and address, stays with the carrier.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_labels")
    .addColumn("order_id", "text", (c) => c.primaryKey().references("orders.id").onDelete("cascade"))
    .addColumn("carrier", "text", (c) => c.notNull())
    .addColumn("carrier_order_id", "text", (c) => c.notNull())
    .addColumn("tracking_number", "text", (c) => c.notNull())
    .addColumn("tracking_url", "text")
    .addColumn("label_url", "text", (c) => c.notNull())
    .addColumn("price_cents", "integer")
    .addColumn("service", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_labels").execute();
}
