// Owns stored media: takes a finished upload, judges its bytes, stores it under
// a generated name, makes image variants, and deletes files with their records.
// It works the same over the local directory and the S3 bucket (MediaStore).
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { IMAGE_WIDTHS, MEDIA_MESSAGES } from "../../../core/media";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { MediaStore } from "../../infra/storage/media-store";
import type { Logger } from "../../logger";
import { sniffBuffer } from "./sniff";
import * as repo from "./media.repository";
import { recordAudit, type Actor } from "../audit/audit.record";

export type MediaFile = {
  id: string;
  kind: "video" | "image";
  url: string;
  contentType: string;
  size: number;
  originalName: string;
};

type Variant = { key: string; width: number; format: "webp" | "avif" };

/** A finished upload, wherever the upload store keeps it (a local file or an object in the bucket). */
export type UploadedFile = {
  /** The first bytes, to judge the type by. */
  head(bytes: number): Promise<Buffer>;
  /** A local file with the bytes, for image processing; release() when done with it. */
  local(): Promise<{ path: string; release(): Promise<void> }>;
  /** Moves the bytes into the media store under `key`. */
  storeAs(key: string, contentType: string): Promise<void>;
  /** Deletes the upload, so a refused file leaves nothing behind. */
  discard(): Promise<void>;
};

/** Enough for every type we accept (file-type reads at most this much of a video's header). */
const SNIFF_BYTES = 64 * 1024;

export function createMediaService(deps: { db: Db; store: MediaStore; logger: Logger; clock: () => Date }) {
  const { db, store, logger, clock } = deps;

  /** WebP and AVIF copies of the image at `source`; on failure none is left in the store. */
  async function makeVariants(id: string, source: string): Promise<Variant[]> {
    const variants: Variant[] = [];
    try {
      for (const width of IMAGE_WIDTHS) {
        for (const format of ["webp", "avif"] as const) {
          const key = `${id}-w${width}.${format}`;
          const pipeline = sharp(source).rotate().resize({ width, withoutEnlargement: true });
          const body = await (
            format === "webp" ? pipeline.webp({ quality: 78 }) : pipeline.avif({ quality: 55, effort: 2 })
          ).toBuffer();
          await store.putBuffer(key, body, `image/${format}`);
          variants.push({ key, width, format });
        }
      }
      return variants;
    } catch (err) {
      for (const v of variants) await store.remove(v.key).catch(() => {});
      throw err;
    }
  }

  return {
    /**
     * Accepts a finished upload: refuses it (and deletes it) unless its bytes are an allowed
     * type of `kind`; otherwise stores it under a generated name and records it.
     */
    async ingest(opts: {
      file: UploadedFile;
      kind: "video" | "image";
      originalName: string;
      size: number;
      actor: Actor;
    }): Promise<MediaFile> {
      const { file } = opts;
      const refuse = async () => {
        await file.discard();
        return new AppError(
          "validation",
          opts.kind === "video" ? MEDIA_MESSAGES.onlyVideoApi : MEDIA_MESSAGES.mustBeImage,
          { status: 415 },
        );
      };
      const sniffed = await sniffBuffer(await file.head(SNIFF_BYTES), opts.kind);
      if (!sniffed) throw await refuse();
      const id = randomBytes(10).toString("hex");
      const key = `${id}.${sniffed.ext}`;
      let variants: Variant[] = [];
      if (opts.kind === "image") {
        const local = await file.local();
        try {
          variants = await makeVariants(id, local.path);
        } catch (err) {
          logger.warn({ err }, "image could not be processed");
          throw await refuse();
        } finally {
          await local.release();
        }
      }
      await file.storeAs(key, sniffed.mime);
      const at = clock();
      await db.transaction().execute(async (trx) => {
        await repo.insertMediaFile(trx, {
          id,
          kind: opts.kind,
          storage_key: key,
          content_type: sniffed.mime,
          size: opts.size,
          original_name: opts.originalName.slice(0, 255),
          variants: JSON.stringify(variants),
          created_at: at.toISOString(),
        });
        await recordAudit(trx, at, {
          actor: opts.actor,
          action: "media.upload",
          entityType: "media",
          entityId: id,
          summary: `Uploaded ${opts.kind} ${opts.originalName.slice(0, 120)}`,
          after: { file: opts.originalName.slice(0, 255), type: sniffed.mime, size: opts.size, url: `/media/${key}` },
        });
      });
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
      const row = await repo.selectMediaFile(db, id);
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
      const row = await repo.selectMediaFile(db, id);
      if (!row) return;
      await repo.deleteMediaFile(db, id);
      const variants = JSON.parse(row.variants) as Variant[];
      for (const key of [row.storage_key, ...variants.map((v) => v.key)]) await store.remove(key);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
