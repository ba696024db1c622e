import type { Kysely } from "kysely";

// The System screen: each running instance says who it is and that it is alive, so an
// owner sees every instance of a cluster from any of them; and each periodic job's last outcome.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("instances")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("job_outcomes")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("ok", "integer", (c) => c.notNull())
    .addColumn("message", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_outcomes").execute();
  await db.schema.dropTable("instances").execute();
}
