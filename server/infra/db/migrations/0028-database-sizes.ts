import type { Kysely } from "kysely";

// The System screen's database growth: one size sample a day, kept 90 days.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("database_sizes")
    .addColumn("day", "text", (c) => c.primaryKey()) // YYYY-MM-DD (UTC); the day's latest sample
    .addColumn("bytes", "bigint", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("database_sizes").execute();
}
