import type { Kysely } from "kysely";

// When each periodic job last ran, so that on PostgreSQL it runs once per period across instances.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_runs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("last_run_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
}
