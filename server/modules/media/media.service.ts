// Owns stored media: takes a finished upload, judges its bytes, stores it under
// a generated name, makes image variants, and deletes files with their records.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import sharp from "sharp";
import { IMAGE_WIDTHS, MEDIA_MESSAGES } from "../../../core/media";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { MediaStore } from "../../infra/storage/media-store";
import type { Logger } from "../../logger";
import { sniffMedia } from "./sniff";

export type MediaFile = {
  id: string;
  kind: "video" | "image";
  url: string;
  contentType: string;
  size: number;
  originalName: string;
};

type Variant = { key: string; width: number; format: "webp" | "avif" };

export function createMediaService(deps: { db: Db; store: MediaStore; logger: Logger; clock: () => Date }) {
  const { db, store, logger, clock } = deps;

  async function makeVariants(id: string, key: string): Promise<Variant[]> {
    const variants: Variant[] = [];
    for (const width of IMAGE_WIDTHS) {
      for (const format of ["webp", "avif"] as const) {
        const vkey = `${id}-w${width}.${format}`;
        const pipeline = sharp(store.filePath(key)).rotate().resize({ width, withoutEnlargement: true });
        await (format === "webp" ? pipeline.webp({ quality: 78 }) : pipeline.avif({ quality: 55, effort: 2 })).toFile(
          store.filePath(vkey),
        );
        variants.push({ key: vkey, width, format });
      }
    }
    return variants;
  }

  return {
    /**
     * Accepts a finished upload file: refuses it (and deletes it) unless its bytes
     * are an allowed type of `kind`; otherwise stores it and records it.
     */
    async ingest(opts: {
      tempPath: string;
      kind: "video" | "image";
      originalName: string;
      size: number;
    }): Promise<MediaFile> {
      const sniffed = await sniffMedia(opts.tempPath, opts.kind);
      if (!sniffed) {
        await rm(opts.tempPath, { force: true });
        throw new AppError(
          "validation",
          opts.kind === "video" ? MEDIA_MESSAGES.onlyVideoApi : MEDIA_MESSAGES.mustBeImage,
          { status: 415 },
        );
      }
      const id = randomBytes(10).toString("hex");
      const key = `${id}.${sniffed.ext}`;
      await store.put(key, opts.tempPath);
      let variants: Variant[] = [];
      if (opts.kind === "image") {
        try {
          variants = await makeVariants(id, key);
        } catch (err) {
          await store.remove(key);
          logger.warn({ err }, "image could not be processed");
          throw new AppError("validation", MEDIA_MESSAGES.mustBeImage, { status: 415 });
        }
      }
      await db
        .insertInto("media_files")
        .values({
          id,
          kind: opts.kind,
          storage_key: key,
          content_type: sniffed.mime,
          size: opts.size,
          original_name: opts.originalName.slice(0, 255),
          variants: JSON.stringify(variants),
          created_at: clock().toISOString(),
        })
        .execute();
      return {
        id,
        kind: opts.kind,
        url: `/media/${key}`,
        contentType: sniffed.mime,
        size: opts.size,
        originalName: opts.originalName,
      };
    },

    async getMedia(id: string): Promise<MediaFile | null> {
      const row = await db.selectFrom("media_files").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        kind: row.kind as MediaFile["kind"],
        url: `/media/${row.storage_key}`,
        contentType: row.content_type,
        size: row.size,
        originalName: row.original_name,
      };
    },

    /** Deletes the record, then the file and its variants. */
    async deleteMedia(id: string): Promise<void> {
      const row = await db.selectFrom("media_files").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return;
      await db.deleteFrom("media_files").where("id", "=", id).execute();
      const variants = JSON.parse(row.variants) as Variant[];
      for (const key of [row.storage_key, ...variants.map((v) => v.key)]) await store.remove(key);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
