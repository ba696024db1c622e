import { PostgresAdapter, sql, type Kysely } from "kysely";

// Staff search the Subscriptions screen by the start of the subscription number, the e-mail or
// the customer's name. Each index ends in the list's order (created_at, id), so a search finds its
// page's ids from the index alone; PostgreSQL needs the pattern operator class for LIKE 'prefix%',
// SQLite's search compares a range of plain text, which an ordinary index serves.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const pattern = sql.raw(pg ? " text_pattern_ops" : "");
  await sql`create index subscriptions_number_search on subscriptions (number${pattern}, created_at, id)`.execute(db);
  await sql`create index subscriptions_email_search on subscriptions (lower(email)${pattern}, created_at, id)`.execute(
    db,
  );
  await sql`create index subscriptions_name_search on subscriptions (lower(customer_name)${pattern}, created_at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["subscriptions_name_search", "subscriptions_email_search", "subscriptions_number_search"]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
