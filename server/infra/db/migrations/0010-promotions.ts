import type { Kysely } from "kysely";

// Promo codes: the codes staff create, each use counted when its order is paid,
// and the code and discount an order was priced with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("promotions")
    .addColumn("code", "text", (c) => c.primaryKey()) // upper-case, trimmed
    .addColumn("kind", "text", (c) => c.notNull()) // percent | fixed | free_shipping
    .addColumn("value", "integer", (c) => c.notNull().defaultTo(0)) // percent, or cents
    .addColumn("min_spend", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("total_uses", "integer")
    .addColumn("uses_per_email", "integer")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("product_ids", "text", (c) => c.notNull().defaultTo("[]")) // JSON; [] = all
    .addColumn("used", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("promotion_uses")
    .addColumn("order_id", "text", (c) => c.primaryKey().references("orders.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("discount", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("promotion_uses_code_email").on("promotion_uses").columns(["code", "email"]).execute();

  await db.schema.alterTable("orders").addColumn("promo_code", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("discount").execute();
  await db.schema.alterTable("orders").dropColumn("promo_code").execute();
  await db.schema.dropTable("promotion_uses").execute();
  await db.schema.dropTable("promotions").execute();
}
