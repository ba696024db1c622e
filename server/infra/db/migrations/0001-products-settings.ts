import type { Kysely } from "kysely";

// Dialect-neutral: text, integer, JSON as text, booleans as 0/1.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("price_id", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("gradient_from", "text", (c) => c.notNull().defaultTo("purple"))
    .addColumn("gradient_to", "text", (c) => c.notNull().defaultTo("fuchsia"))
    .addColumn("shipping_cost", "integer", (c) => c.notNull().defaultTo(995))
    .addColumn("sort_order", "integer")
    .addColumn("flavor", "text", (c) => c.notNull())
    .addColumn("flavor_selections", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("servings", "integer", (c) => c.notNull())
    .addColumn("weight", "text", (c) => c.notNull())
    .addColumn("free_shipping", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tier", "text", (c) => c.notNull().defaultTo("Basic"))
    .addColumn("available_flavors", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("products_status_order").on("products").columns(["status", "sort_order"]).execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("settings").execute();
  await db.schema.dropTable("products").execute();
}
