import type { Kysely } from "kysely";

// An e-mail's attachments, as references the sender renders when it sends (the tax invoice's PDF
// from its order): JSON, a few bytes a row, so the outbox never holds a copy of a document, or of
// the personal details in it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("attachments", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("attachments").execute();
}
