// The media part of the composition root (server/context.ts): pictures and videos, and the
// resumable upload server. With S3_BUCKET, media and unfinished uploads live in the bucket, shared
// by every instance; without it, in the data folder.
import path from "node:path";
import type { Config } from "./config";
import type { Db } from "./infra/db/client";
import type { EventBus } from "./infra/events/event-bus";
import { createLocalMediaStore, type MediaStore } from "./infra/storage/media-store";
import { createS3MediaStore } from "./infra/storage/s3-media-store";
import type { Logger } from "./logger";
import { createMediaService } from "./modules/media/media.service";
import { localUploadBackend, s3UploadBackend, type UploadBackend } from "./modules/media/upload-backends";
import { createUploadServer } from "./modules/media/upload.api";
import { createVideoService } from "./modules/videos/video.service";

export function createMediaParts(deps: {
  db: Db;
  events: EventBus;
  logger: Logger;
  clock: () => Date;
  config: Config;
}) {
  const { db, events, logger, clock, config } = deps;
  let mediaStore: MediaStore;
  let backend: UploadBackend;
  if (config.s3) {
    const s3 = createS3MediaStore(config.s3);
    mediaStore = s3;
    backend = s3UploadBackend({ config: config.s3, store: s3 });
  } else {
    mediaStore = createLocalMediaStore(path.join(config.dataDir, "media"));
    backend = localUploadBackend({ directory: path.join(config.dataDir, "uploads"), store: mediaStore });
  }
  const media = createMediaService({ db, store: mediaStore, logger, clock });
  const videos = createVideoService({ db, media, events, logger, clock });
  return { mediaStore, media, videos, uploads: createUploadServer({ backend, media, videos, logger }) };
}
