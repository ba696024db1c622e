import { PostgresAdapter, sql, type Kysely } from "kysely";

// The audit log: one row per staff write, written in the write's own transaction.
// Rows are never changed or removed: the app has no route for it, and the database itself
// refuses UPDATE and DELETE (a trigger on each dialect), so a bug or a stray query cannot
// rewrite history either.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull()) // ISO 8601, UTC
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull()) // e.g. product.update
    .addColumn("entity_type", "text", (c) => c.notNull()) // e.g. product
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull()) // JSON {field: {before, after}}
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at"]).execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity_type", "at"]).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log entries cannot be changed or deleted';
      end $$`.execute(db);
    await sql`
      create trigger audit_log_immutable before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`.execute(db);
    // TRUNCATE skips row triggers: refuse it with a statement trigger.
    await sql`
      create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse_change()`.execute(db);
  } else {
    await sql`
      create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log entries cannot be changed or deleted'); end`.execute(db);
    await sql`
      create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log entries cannot be changed or deleted'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists audit_log_refuse_change()`.execute(db);
  }
}
