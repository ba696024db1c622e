// Owns the reels videos (docs/spec.md §3 Video, §4, §5): at most three, new uploads at
// the front, active only while fewer than three are active; deleting removes the file.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { MAX_VIDEOS, MEDIA_MESSAGES, videoDescriptionFromFileName, videoTitleFromFileName } from "../../../core/media";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { EventBus } from "../../infra/events/event-bus";
import type { Logger } from "../../logger";
import type { MediaFile, MediaService } from "../media/media.service";
import { recordAudit, type Actor } from "../audit/audit.record";
import * as repo from "./video.repository";

export type Video = {
  id: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  videoUrl: string;
  fileType: string;
  fileSize: number;
  active: boolean;
  order: number;
  createdAt: string;
};

export const VideoUpdateSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(120),
    description: z.string().trim().max(1000),
    active: z.boolean(),
  })
  .partial();

const noVideo = (id: string) => new AppError("not_found", `No video files found for ID ${id}`);

/** Ids we issue are 16 hex digits; anything far from that (a NUL would fail PostgreSQL's query) names no video. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function createVideoService(deps: {
  db: Db;
  media: MediaService;
  events: EventBus;
  logger: Logger;
  clock: () => Date;
}) {
  const { db, media, events, logger, clock } = deps;
  const changed = () => events.publish({ type: "videos.changed" });

  const toVideo = (r: repo.VideoWithFileRow): Video => ({
    id: r.id,
    title: r.title,
    description: r.description,
    thumbnailUrl: r.thumbnail_url,
    videoUrl: `/media/${r.storage_key}`,
    fileType: r.content_type,
    fileSize: r.size,
    active: r.active === 1,
    order: r.sort_order,
    createdAt: r.created_at,
  });

  return {
    async listVideos(opts: { includeInactive: boolean }): Promise<Video[]> {
      return (await repo.listVideoRows(db, { activeOnly: !opts.includeInactive })).map(toVideo);
    },

    async countVideos(): Promise<number> {
      return repo.countVideos(db);
    },

    async assertRoomForVideo(): Promise<void> {
      if ((await this.countVideos()) >= MAX_VIDEOS) throw new AppError("conflict", MEDIA_MESSAGES.maxVideos);
    },

    /** Records an uploaded video at the front of the list. */
    async addUploadedVideo(file: MediaFile, actor: Actor): Promise<Video> {
      const id = randomBytes(8).toString("hex");
      try {
        await db.transaction().execute(async (trx) => {
          const all = await repo.selectActiveFlags(trx);
          if (all.length >= MAX_VIDEOS) throw new AppError("conflict", MEDIA_MESSAGES.maxVideos);
          const activeCount = all.filter((v) => v.active === 1).length;
          await repo.shiftAllDown(trx);
          await repo.insertVideo(trx, {
            id,
            title: videoTitleFromFileName(file.originalName),
            description: videoDescriptionFromFileName(file.originalName),
            media_id: file.id,
            thumbnail_url: null,
            active: activeCount < MAX_VIDEOS ? 1 : 0,
            sort_order: 0,
            is_admin_upload: 1,
            created_at: clock().toISOString(),
          });
          const title = videoTitleFromFileName(file.originalName);
          await recordAudit(trx, clock(), {
            actor,
            action: "video.upload",
            entityType: "video",
            entityId: id,
            summary: `Uploaded video ${title}`,
            after: { title, file: file.originalName, media: file.id, size: file.size },
          });
        });
      } catch (err) {
        await media.deleteMedia(file.id); // nothing is left behind by a refused upload
        throw err;
      }
      changed();
      const row = await repo.selectVideoWithFile(db, id);
      if (!row) throw noVideo(id);
      return toVideo(row);
    },

    async updateVideo(id: string, input: unknown, actor: Actor): Promise<Video> {
      if (!VIDEO_ID_PATTERN.test(id)) throw noVideo(id);
      const parsed = VideoUpdateSchema.safeParse(input);
      if (!parsed.success)
        throw new AppError("validation", "Invalid video", { details: fieldErrors(parsed.error.issues) });
      const { title, description, active } = parsed.data;
      const set = {
        ...(title !== undefined ? { title } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(active !== undefined ? { active: active ? 1 : 0 } : {}),
      };
      const fields = (v: { title: string; description: string; active: number }) => ({
        title: v.title,
        description: v.description,
        active: v.active === 1,
      });
      await db.transaction().execute(async (trx) => {
        const was = await repo.selectVideo(trx, id);
        if (!was) throw noVideo(id);
        if (Object.keys(set).length === 0) return;
        await repo.updateVideoFields(trx, id, set);
        const now = (await repo.selectVideo(trx, id))!;
        await recordAudit(trx, clock(), {
          actor,
          action: "video.update",
          entityType: "video",
          entityId: id,
          summary: `Updated video ${now.title}`,
          before: fields(was),
          after: fields(now),
        });
      });
      const row = await repo.selectVideoWithFile(db, id);
      if (!row) throw noVideo(id);
      changed();
      return toVideo(row);
    },

    async deleteVideo(id: string, actor: Actor): Promise<void> {
      if (!VIDEO_ID_PATTERN.test(id)) throw noVideo(id);
      const row = await db.transaction().execute(async (trx) => {
        const was = await repo.selectVideo(trx, id);
        if (!was) throw noVideo(id);
        await repo.deleteVideoRow(trx, id);
        await recordAudit(trx, clock(), {
          actor,
          action: "video.delete",
          entityType: "video",
          entityId: id,
          summary: `Deleted video ${was.title}`,
          before: { title: was.title, description: was.description, active: was.active === 1, media: was.media_id },
        });
        return was;
      });
      // The file goes after the row's removal is committed (it is not in the database).
      await media.deleteMedia(row.media_id);
      changed();
    },

    /** Positions follow the list; unknown ids are skipped with a warning. */
    async saveVideoOrder(ids: readonly string[], actor: Actor): Promise<void> {
      const unique = [...new Set(ids)];
      const known = new Set(await repo.selectVideoIds(db));
      await db.transaction().execute(async (trx) => {
        const order = () => repo.selectVideoOrder(trx);
        const before = await order();
        let i = 0;
        for (const id of unique) {
          if (!known.has(id)) {
            logger.warn({ id }, "video reorder: skipped unknown id");
            continue;
          }
          await repo.setVideoPosition(trx, id, i++);
        }
        const after = { order: await order() };
        const summary = `Reordered videos (${i})`;
        await recordAudit(trx, clock(), {
          actor,
          action: "video.reorder",
          entityType: "video",
          entityId: "*",
          summary,
          before: { order: before },
          after,
        });
      });
      changed();
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
