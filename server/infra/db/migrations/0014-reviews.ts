import type { Kysely } from "kysely";

// Reviews by verified buyers: one per account and product (the unique index holds that
// even for two submissions at once), tied to the paid order that made the account a buyer. Staff
// approve or hide them and may reply. No foreign key to customers: deleting an account deletes its
// reviews in the same transaction (accounts service), on both dialects alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("first_name", "text")
    .addColumn("status", "text", (c) => c.notNull()) // pending | approved | hidden
    .addColumn("reply", "text")
    .addColumn("reply_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reviews_customer_product")
    .on("reviews")
    .columns(["customer_id", "product_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("reviews_product_status")
    .on("reviews")
    .columns(["product_id", "status", "created_at"])
    .execute();
  await db.schema.createIndex("reviews_status").on("reviews").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reviews").execute();
}
