// SQL for the visitor hash's salts (one per shop day), nothing else.
import type { Db } from "../../infra/db/client";

export async function deleteSaltsBut(db: Db, day: string): Promise<void> {
  await db.deleteFrom("analytics_salts").where("day", "<>", day).execute();
}

/** Stores the day's salt unless another instance stored one first. */
export async function insertSaltOnce(db: Db, day: string, salt: string): Promise<void> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
}

export async function selectSalt(db: Db, day: string): Promise<string> {
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}
