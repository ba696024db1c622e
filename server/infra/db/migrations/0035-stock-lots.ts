import type { Kysely } from "kysely";

// Lots (batches) of a flavour with their best-before dates, and which lots each fulfilled order
// shipped, so a recall can name every customer who received a lot. stock_levels stays the
// fast aggregate reservations use; these rows only say where the tubs came from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stock_lots")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("flavor_key", "text", (c) => c.notNull())
    .addColumn("flavor", "text", (c) => c.notNull())
    // Upper-cased and trimmed, so "l2311" and "L2311" are one lot.
    .addColumn("lot_number", "text", (c) => c.notNull().unique())
    .addColumn("best_before", "text", (c) => c.notNull()) // a calendar date, yyyy-mm-dd
    .addColumn("supplier_reference", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("received_at", "text", (c) => c.notNull()) // a calendar date, yyyy-mm-dd
    .addColumn("quantity_received", "integer", (c) => c.notNull())
    .addColumn("quantity_remaining", "integer", (c) => c.notNull())
    .addColumn("quarantined_at", "text")
    // When its remaining tubs stopped counting towards on hand (sell-by margin passed or quarantine).
    .addColumn("written_off_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stock_lots_flavor_best_before")
    .on("stock_lots")
    .columns(["flavor_key", "best_before"])
    .execute();

  await db.schema
    .createTable("order_line_lots")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("flavor_key", "text", (c) => c.notNull())
    // Null: tubs shipped with no lot recorded (received before lots were kept, or lots ran out).
    .addColumn("lot_id", "text", (c) => c.references("stock_lots.id"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("overridden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("order_line_lots_order").on("order_line_lots").columns(["order_id"]).execute();
  await db.schema.createIndex("order_line_lots_lot").on("order_line_lots").columns(["lot_id", "order_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_line_lots").execute();
  await db.schema.dropTable("stock_lots").execute();
}
