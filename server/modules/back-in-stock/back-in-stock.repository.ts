// SQL for back-in-stock requests: rows in, rows out.
import { sql, type Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import type { BackInStockRequestsTable } from "../../infra/db/schema";

export type BackInStockRow = Selectable<BackInStockRequestsTable>;

/**
 * Records a request only while the flavour is counted and has no tubs available, in one
 * statement: true when a new row was written. On PostgreSQL the stock row is read FOR SHARE, so a
 * restock running at the same time either commits first (and this finds tubs available) or waits
 * for this and then finds the request to answer. SQLite runs one write at a time anyway.
 */
export async function insertIfSoldOut(db: Db, key: string, email: string, at: string): Promise<boolean> {
  const lock = isPostgres(db) ? sql`for share` : sql``;
  const r = await sql`
    insert into back_in_stock_requests (flavor_key, email, flavor, created_at, confirmed_at)
    select flavor_key, ${email}, flavor, ${at}, null from stock_levels
    where flavor_key = ${key} and on_hand - reserved <= 0 ${lock}
    on conflict (flavor_key, email) do nothing`.execute(db);
  return Number(r.numAffectedRows ?? 0) === 1;
}

export async function exists(db: Db, key: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("back_in_stock_requests")
    .select("email")
    .where("flavor_key", "=", key)
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends every request for a flavour (each is ended, and so answered, once); the caller e-mails only
 * the confirmed ones: an unconfirmed request has nothing left to wait for either.
 */
export function takeWaiting(db: Db, key: string): Promise<BackInStockRow[]> {
  return db.deleteFrom("back_in_stock_requests").where("flavor_key", "=", key).returningAll().execute();
}

/** The address owner's yes to a request; true when this call confirmed it. */
export async function markConfirmed(db: Db, key: string, email: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable("back_in_stock_requests")
    .set({ confirmed_at: at })
    .where("flavor_key", "=", key)
    .where("email", "=", email)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function selectRequest(db: Db, key: string, email: string) {
  return db
    .selectFrom("back_in_stock_requests")
    .selectAll()
    .where("flavor_key", "=", key)
    .where("email", "=", email)
    .executeTakeFirst();
}

/** Ends every request of an address; answers how many there were. */
export async function deleteForAddress(db: Db, email: string): Promise<number> {
  const r = await db.deleteFrom("back_in_stock_requests").where("email", "=", email).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Confirmed requests waiting, per flavour key. */
export async function countWaiting(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("back_in_stock_requests")
    .where("confirmed_at", "is not", null)
    .select(["flavor_key", db.fn.countAll<number>().as("n")])
    .groupBy("flavor_key")
    .execute();
  return new Map(rows.map((r) => [r.flavor_key, Number(r.n)]));
}

/** The products on sale, with what says which flavours each offers, in the shop's order. */
export async function productsOnSale(db: Db) {
  const rows = await db
    .selectFrom("products")
    .select(["id", "flavor", "flavor_selections", "available_flavors", "sort_order", "name"])
    .where("status", "=", "active")
    .execute();
  return rows
    .sort((a, b) => (a.sort_order ?? Infinity) - (b.sort_order ?? Infinity) || a.name.localeCompare(b.name))
    .map((r) => ({
      id: r.id,
      metadata: {
        flavor: r.flavor,
        flavorSelections: r.flavor_selections,
        availableFlavors: r.available_flavors ? (JSON.parse(r.available_flavors) as string[]) : undefined,
      },
    }));
}
