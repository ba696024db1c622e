// SQL for the records of stored media files, nothing else.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { MediaFilesTable } from "../../infra/db/schema";

export type MediaFileRow = Selectable<MediaFilesTable>;

export async function insertMediaFile(db: Db, row: Insertable<MediaFilesTable>): Promise<void> {
  await db.insertInto("media_files").values(row).execute();
}

export function selectMediaFile(db: Db, id: string): Promise<MediaFileRow | undefined> {
  return db.selectFrom("media_files").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function deleteMediaFile(db: Db, id: string): Promise<void> {
  await db.deleteFrom("media_files").where("id", "=", id).execute();
}
