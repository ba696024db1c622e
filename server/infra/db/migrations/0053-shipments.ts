import type { Kysely } from "kysely";

// An order may leave in several parcels. Each shipment records when it left, its tracking number
// and carrier (both optional: a letter, a pickup) and when its one e-mail was queued; its lines say
// how many of each order line went in it. The lots a shipment's tubs came from are the order's
// lot rows carrying its id (null on rows from before, when one fulfilment shipped everything).
// Orders fulfilled before this are read as one shipment of everything, at read time, so an
// instance still on the previous release fulfilling during the upgrade is covered too.
// The packing bench also remembers its last tick, so a wrong scan can be undone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shipments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("tracking_number", "text")
    .addColumn("carrier", "text")
    .addColumn("emailed_at", "text")
    .execute();
  await db.schema.createIndex("shipments_order").on("shipments").columns(["order_id", "created_at"]).execute();

  await db.schema
    .createTable("shipment_lines")
    .addColumn("shipment_id", "text", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("shipment_lines_pk", ["shipment_id", "position"])
    .execute();

  await db.schema.alterTable("order_line_lots").addColumn("shipment_id", "text").execute();
  await db.schema.alterTable("pack_benches").addColumn("last_tick_key", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pack_benches").dropColumn("last_tick_key").execute();
  await db.schema.alterTable("order_line_lots").dropColumn("shipment_id").execute();
  await db.schema.dropTable("shipment_lines").execute();
  await db.schema.dropTable("shipments").execute();
}
