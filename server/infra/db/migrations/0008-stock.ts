import type { Kysely } from "kysely";

// Stock per flavour (tubs), what each order holds or took, and the oversold flag staff see.
// A flavour with no stock_levels row is not counted (never sells out).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stock_levels")
    .addColumn("flavor_key", "text", (c) => c.primaryKey()) // lower-case, trimmed
    .addColumn("flavor", "text", (c) => c.notNull()) // as staff spelled it
    .addColumn("on_hand", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reserved", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("low_threshold", "integer", (c) => c.notNull().defaultTo(0))
    // 1 once the low-stock e-mail went for this crossing; back to 0 when stock rises above it.
    .addColumn("low_alerted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // One row per counted flavour of an order: reserved at checkout, then committed (paid),
  // released (expired, cancelled) or restocked (refunded with 'restock').
  await db.schema
    .createTable("order_stock")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("flavor_key", "text", (c) => c.notNull())
    .addColumn("flavor", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_stock_pk", ["order_id", "flavor_key"])
    .execute();

  await db.schema
    .alterTable("orders")
    .addColumn("oversold", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("oversold").execute();
  await db.schema.dropTable("order_stock").execute();
  await db.schema.dropTable("stock_levels").execute();
}
