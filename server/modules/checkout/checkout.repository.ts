// SQL for pricing a cart: the products a cart names, whatever their status.
import type { Db } from "../../infra/db/client";
import type { Selectable } from "kysely";
import type { ProductsTable } from "../../infra/db/schema";

type ProductRow = Selectable<ProductsTable>;

export function selectProductsByIds(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("products")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}
