// SQL for the reels videos: each row joined with its media file, listed by position.
import type { Insertable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { VideosTable } from "../../infra/db/schema";

function selectVideos(db: Db) {
  return db
    .selectFrom("videos")
    .innerJoin("media_files", "media_files.id", "videos.media_id")
    .select([
      "videos.id",
      "videos.title",
      "videos.description",
      "videos.thumbnail_url",
      "videos.active",
      "videos.sort_order",
      "videos.created_at",
      "media_files.storage_key",
      "media_files.content_type",
      "media_files.size",
    ])
    .orderBy("videos.sort_order", "asc")
    .orderBy("videos.created_at", "desc");
}

export type VideoWithFileRow = Awaited<ReturnType<ReturnType<typeof selectVideos>["execute"]>>[number];

export function listVideoRows(db: Db, opts: { activeOnly: boolean }): Promise<VideoWithFileRow[]> {
  const q = selectVideos(db);
  return (opts.activeOnly ? q.where("videos.active", "=", 1) : q).execute();
}

export function selectVideoWithFile(db: Db, id: string): Promise<VideoWithFileRow | undefined> {
  return selectVideos(db).where("videos.id", "=", id).executeTakeFirst();
}

export async function countVideos(db: Db): Promise<number> {
  const r = await db
    .selectFrom("videos")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function selectActiveFlags(db: Db): Promise<{ active: number }[]> {
  return db.selectFrom("videos").select(["active"]).execute();
}

/** Moves every video one place down, making room at the front. */
export async function shiftAllDown(db: Db): Promise<void> {
  await db
    .updateTable("videos")
    .set((eb) => ({ sort_order: eb("sort_order", "+", 1) }))
    .execute();
}

export async function insertVideo(db: Db, row: Insertable<VideosTable>): Promise<void> {
  await db.insertInto("videos").values(row).execute();
}

export function selectVideo(db: Db, id: string) {
  return db.selectFrom("videos").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateVideoFields(
  db: Db,
  id: string,
  set: { title?: string; description?: string; active?: number },
): Promise<void> {
  await db.updateTable("videos").set(set).where("id", "=", id).execute();
}

export async function deleteVideoRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom("videos").where("id", "=", id).execute();
}

export async function selectVideoIds(db: Db): Promise<string[]> {
  return (await db.selectFrom("videos").select("id").execute()).map((r) => r.id);
}

/** The ids in their shown order (ties by id, so the audit's before and after compare). */
export async function selectVideoOrder(db: Db): Promise<string[]> {
  return (await db.selectFrom("videos").select("id").orderBy("sort_order").orderBy("id").execute()).map((r) => r.id);
}

export async function setVideoPosition(db: Db, id: string, position: number): Promise<void> {
  await db.updateTable("videos").set({ sort_order: position }).where("id", "=", id).execute();
}
