import type { Kysely } from "kysely";

// A refunded order keeps when and through which provider reference its money went back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("refund_reference", "text").execute();
  await db.schema.alterTable("orders").addColumn("refunded_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("refunded_at").execute();
  await db.schema.alterTable("orders").dropColumn("refund_reference").execute();
}
