// SQL for the shop's settings, one row of JSON per key, nothing else.
import type { Db } from "../../infra/db/client";

export function selectSetting(db: Db, key: string) {
  return db.selectFrom("settings").selectAll().where("key", "=", key).executeTakeFirst();
}

export async function upsertSetting(db: Db, row: { key: string; value: string; updated_at: string }): Promise<void> {
  await db
    .insertInto("settings")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

/** Writes the row only when the key has none; true when it did. */
export async function insertSettingIfAbsent(
  db: Db,
  row: { key: string; value: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto("settings")
    .values(row)
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
