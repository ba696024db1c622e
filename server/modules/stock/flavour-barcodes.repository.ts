// SQL for each flavour's tub barcode number: read by flavour for the product page, and by the
// number itself (its unique index) for every scan at the packing bench.
import type { Db } from "../../infra/db/client";

export function selectBarcodes(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom("flavour_barcodes").selectAll().where("flavor_key", "in", keys).execute();
}

export function selectByGtin(db: Db, gtins: readonly string[]) {
  if (gtins.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("flavour_barcodes")
    .select(["flavor_key", "flavor", "gtin"])
    .where("gtin", "in", gtins)
    .execute();
}

export async function upsertBarcode(
  db: Db,
  row: { flavor_key: string; flavor: string; gtin: string | null; updated_at: string },
): Promise<void> {
  await db
    .insertInto("flavour_barcodes")
    .values(row)
    .onConflict((oc) => oc.column("flavor_key").doUpdateSet({ gtin: row.gtin, updated_at: row.updated_at }))
    .execute();
}
