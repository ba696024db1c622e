import type { Kysely } from "kysely";

// Editable content: every saved version of a piece (a page, the home copy, the
// announcement bar) is a numbered revision, kept for restore; content_entries says which revision
// shoppers see and which is the draft being worked on. Today's text becomes revision 1 at the
// piece's first read (server/modules/content/content.service.ts), not here: it is rendered from
// the shop's own page components with the shop's name, which a migration cannot reach.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_revisions")
    .addColumn("content_key", "text", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull()) // JSON: title, intro, body (sanitised HTML), link, times
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull()) // staff e-mail, or "system" for today's text
    .addColumn("note", "text", (c) => c.notNull()) // draft, published, restored from N
    .addPrimaryKeyConstraint("content_revisions_pk", ["content_key", "number"])
    .execute();
  await db.schema
    .createTable("content_entries")
    .addColumn("content_key", "text", (c) => c.primaryKey())
    .addColumn("published_number", "integer", (c) => c.notNull())
    .addColumn("draft_number", "integer") // a saved draft newer than what is published, or null
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_entries").execute();
  await db.schema.dropTable("content_revisions").execute();
}
