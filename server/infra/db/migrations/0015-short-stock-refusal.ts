import { PostgresAdapter, sql, type Kysely } from "kysely";

// PostgreSQL only: a checkout there is one statement that writes the order and
// reserves its tubs, atomic by itself. When a counted flavour is short, this function ends that
// statement with an error carrying what the refusal says, so nothing of the order is kept.
// SQLite reserves in the checkout's own transaction and needs nothing here.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function stock_refuse_short(flavor_key text, flavor text, tubs integer, available integer)
    returns integer language plpgsql as $$
    begin
      raise exception using
        errcode = 'P0001',
        message = 'short stock',
        detail = json_build_object('flavor_key', flavor_key, 'flavor', flavor, 'tubs', tubs, 'available', available)::text;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function if exists stock_refuse_short(text, text, integer, integer)`.execute(db);
}
