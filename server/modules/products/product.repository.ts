// SQL for products, nothing else: rows in, rows out.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { ProductsTable } from "../../infra/db/schema";

export type ProductRow = Selectable<ProductsTable>;

export function selectActiveProducts(db: Db): Promise<ProductRow[]> {
  // Products without a position sort last, as the normaliser's default order (999) says.
  return db
    .selectFrom("products")
    .selectAll()
    .where("status", "=", "active")
    .orderBy((eb) => eb.fn.coalesce("sort_order", eb.val(999)), "asc")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

export function selectAllProducts(db: Db): Promise<ProductRow[]> {
  return db
    .selectFrom("products")
    .selectAll()
    .orderBy((eb) => eb.fn.coalesce("sort_order", eb.val(999)), "asc")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

export function selectProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertProduct(db: Db, row: Insertable<ProductsTable>): Promise<void> {
  await db.insertInto("products").values(row).execute();
}

export async function updateProductRow(
  db: Db,
  id: string,
  row: Omit<Insertable<ProductsTable>, "id" | "created_at">,
): Promise<number> {
  const r = await db.updateTable("products").set(row).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteProductRow(db: Db, id: string): Promise<number> {
  const r = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function existingProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("products").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Each product's pictures as stored (a JSON array), for the lines of an order. */
export function selectProductImages(db: Db, ids: readonly string[]): Promise<Pick<ProductRow, "id" | "images">[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("products").select(["id", "images"]).where("id", "in", ids).execute();
}

/** Positions 0..n-1; run it in a transaction (the caller's, with its audit entry): all or nothing. */
export async function writeProductOrder(trx: Db, ids: readonly string[], updatedAt: string): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await trx.updateTable("products").set({ sort_order: i, updated_at: updatedAt }).where("id", "=", id).execute();
  }
}

export function selectProductName(db: Db, id: string): Promise<Pick<ProductRow, "name"> | undefined> {
  return db.selectFrom("products").select("name").where("id", "=", id).executeTakeFirst();
}
