import type { Kysely } from "kysely";

// Packing by scanner. Each flavour's tub may carry a barcode number (a GTIN), unique across
// flavours, found through its own index on every scan. An order being packed keeps its tubs to
// tick per flavour (read once from its lines when its slip is scanned) and how many are ticked,
// so a reload or another bench sees the same; each staff member's bench remembers the order it
// has open; and an order records when it was packed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("flavour_barcodes")
    .addColumn("flavor_key", "text", (c) => c.primaryKey())
    .addColumn("flavor", "text", (c) => c.notNull())
    // Null once staff clear it; several nulls never clash in the unique index.
    .addColumn("gtin", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("flavour_barcodes_gtin").on("flavour_barcodes").column("gtin").unique().execute();

  await db.schema
    .createTable("order_pack_tubs")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("flavor_key", "text", (c) => c.notNull())
    .addColumn("flavor", "text", (c) => c.notNull())
    .addColumn("needed", "integer", (c) => c.notNull())
    .addColumn("packed", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("order_pack_tubs_pk", ["order_id", "flavor_key"])
    .execute();

  await db.schema
    .createTable("pack_benches")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("admin_users.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("orders").addColumn("packed_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("packed_at").execute();
  await db.schema.dropTable("pack_benches").execute();
  await db.schema.dropTable("order_pack_tubs").execute();
  await db.schema.dropTable("flavour_barcodes").execute();
}
