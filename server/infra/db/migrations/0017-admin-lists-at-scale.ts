import { PostgresAdapter, sql, type Kysely } from "kysely";

// The admin at a million orders: every list reads one page by keyset, newest first by
// (time, id), so each filter it offers has an index that ends in those two columns, and search
// goes through indexes on the lower-cased e-mail and name (and the number) by prefix.
// PostgreSQL compares text by the database's collation, under which an index cannot serve
// `LIKE 'prefix%'`; the pattern operator class can, so its search indexes use that. SQLite's
// search compares a range of plain (binary) text instead, which its ordinary indexes serve.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const replace = async (drop: string, name: string, table: string, columns: string[]) => {
    await db.schema.dropIndex(drop).execute();
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  };
  await replace("orders_status_created", "orders_status_created_id", "orders", ["status", "created_at", "id"]);
  await replace("orders_created", "orders_created_id", "orders", ["created_at", "id"]);
  // Each search index carries status, created_at and id too, so a search finds its page's ids from
  // the index alone and reads only those rows.
  const pattern = sql.raw(pg ? " text_pattern_ops" : "");
  const tail = sql.raw(", status, created_at, id");
  await sql`create index orders_email_lower on orders (lower(email)${pattern}${tail})`.execute(db);
  await sql`create index orders_name_lower on orders (lower(customer_name)${pattern}${tail})`.execute(db);
  await sql`create index orders_number_search on orders (number${pattern}${tail})`.execute(db);

  // The Overview's takings: the last 30 days' paid orders, read from the index alone.
  await db.schema.createIndex("orders_paid_at").on("orders").columns(["paid_at", "status", "total"]).execute();

  await replace("audit_log_actor", "audit_log_actor_at_id", "audit_log", ["actor_id", "at", "id"]);
  await replace("audit_log_entity", "audit_log_entity_at_id", "audit_log", ["entity_type", "at", "id"]);
  await db.schema.createIndex("audit_log_action_at_id").on("audit_log").columns(["action", "at", "id"]).execute();

  await db.schema
    .createIndex("contact_messages_created_id")
    .on("contact_messages")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("return_requests_created_id")
    .on("return_requests")
    .columns(["created_at", "id"])
    .execute();
  await db.schema.createIndex("reviews_created_id").on("reviews").columns(["created_at", "id"]).execute();
  await replace("reviews_status", "reviews_status_created_id", "reviews", ["status", "created_at", "id"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "reviews_created_id",
    "return_requests_created_id",
    "contact_messages_created_id",
    "audit_log_action_at_id",
    "orders_number_search",
    "orders_paid_at",
    "orders_name_lower",
    "orders_email_lower",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  const restore = async (drop: string, name: string, table: string, columns: string[]) => {
    await db.schema.dropIndex(drop).execute();
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  };
  await restore("reviews_status_created_id", "reviews_status", "reviews", ["status", "created_at"]);
  await restore("audit_log_entity_at_id", "audit_log_entity", "audit_log", ["entity_type", "at"]);
  await restore("audit_log_actor_at_id", "audit_log_actor", "audit_log", ["actor_id", "at"]);
  await restore("orders_created_id", "orders_created", "orders", ["created_at"]);
  await restore("orders_status_created_id", "orders_status_created", "orders", ["status", "created_at"]);
}
