import type { Kysely } from "kysely";

// Uploaded files (stored under generated names) and the reels videos that use them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull()) // video | image
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]")) // JSON: [{key, width, format}]
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("videos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("media_id", "text", (c) => c.notNull().references("media_files.id"))
    .addColumn("thumbnail_url", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_admin_upload", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("videos_active_order").on("videos").columns(["active", "sort_order"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("videos").execute();
  await db.schema.dropTable("media_files").execute();
}
