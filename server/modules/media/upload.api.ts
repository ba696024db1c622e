// Resumable uploads (tus) at /api/uploads, admin only (the admin guard covers the path).
// Size limits are enforced while bytes stream in; a finished upload is judged by its
// bytes, stored under a generated name, and — for reels — recorded as a video.
import { randomBytes } from "node:crypto";
import { Server, type ServerOptions } from "@tus/server";
import { Hono, type Context } from "hono";
import {
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MEDIA_MESSAGES,
  UPLOAD_PURPOSES,
  purposeKind,
  type UploadPurpose,
} from "../../../core/media";
import { AppError, retryAfterSeconds, toErrorResponse } from "../../errors";
import { currentRequestId } from "../../infra/http/request-id";
import { errorSummary } from "../../infra/storage-errors";
import type { Logger } from "../../logger";
import type { MediaFile, MediaService } from "./media.service";
import type { UploadBackend } from "./upload-backends";
import { actorOf } from "../audit/actor";
import type { Actor } from "../audit/audit.record";

export const UPLOAD_PATH = "/api/uploads";

type TusError = { status_code: number; body: string };

/** What an upload asks of the videos module, handed in by server/context.ts: media sits below videos. */
export type VideoUploads = {
  assertRoomForVideo(): Promise<void>;
  addUploadedVideo(file: MediaFile, actor: Actor): Promise<unknown>;
};
const tusError = (status: number, message: string): TusError => ({
  status_code: status,
  // A 5xx names its request, as every other one does (server/errors.ts).
  body: JSON.stringify(status >= 500 ? { error: message, reference: currentRequestId() } : { error: message }),
});

/** tus's own refusals (4xx) pass; anything else is mapped without its message, which can hold paths. */
export function mapUploadError(err: Error | TusError, logger: Logger): TusError | undefined {
  if ("status_code" in err && err.status_code < 500) return undefined;
  const { status } = toErrorResponse(err);
  if (status === 503) {
    logger.warn({ err: errorSummary(err) }, "upload storage unavailable");
    return tusError(503, MEDIA_MESSAGES.storageUnavailable);
  }
  if ("status_code" in err) return undefined; // our own 5xx (tusError above), already plain
  logger.error({ err }, "upload failed");
  return tusError(500, "Failed to upload");
}

function purposeOf(metadata: Record<string, string | null> | undefined): UploadPurpose | null {
  const p = metadata?.purpose ?? "";
  return (UPLOAD_PURPOSES as readonly string[]).includes(p) ? (p as UploadPurpose) : null;
}

/** Upload-Metadata: comma-separated "key base64value" pairs. */
function parseMetadataHeader(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? "").split(",")) {
    const [k, v] = pair.trim().split(" ");
    if (k) out[k] = v ? Buffer.from(v, "base64").toString("utf8") : "";
  }
  return out;
}

export function createUploadServer(deps: {
  backend: UploadBackend;
  media: MediaService;
  videos: VideoUploads;
  logger: Logger;
}) {
  const { datastore } = deps.backend;

  const maxSize: ServerOptions["maxSize"] = async (req, id) => {
    // On creation there is no stored upload yet: read the request's metadata.
    const stored = id ? await datastore.getUpload(id).catch(() => null) : null;
    const meta = stored ? stored.metadata : parseMetadataHeader(req.headers.get("upload-metadata"));
    const purpose = purposeOf(meta ?? undefined);
    return purpose && purposeKind(purpose) === "image" ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
  };

  // The staff member behind each request, for the audit log: tus hands its hooks the request only.
  const actors = new WeakMap<Request, Actor>();

  const server = new Server({
    path: UPLOAD_PATH,
    datastore,
    relativeLocation: true,
    maxSize,
    namingFunction: () => randomBytes(16).toString("hex"),
    onResponseError: (_req, err) => mapUploadError(err, deps.logger),
    async onUploadCreate(_req, upload) {
      const purpose = purposeOf(upload.metadata);
      if (!purpose) throw tusError(400, "Unknown upload purpose");
      if (upload.sizeIsDeferred || upload.size === undefined) throw tusError(400, "Upload-Length is required");
      const kind = purposeKind(purpose);
      const declared = upload.metadata?.filetype ?? "";
      if (declared && !declared.startsWith(`${kind}/`)) {
        throw tusError(415, kind === "video" ? MEDIA_MESSAGES.onlyVideoApi : MEDIA_MESSAGES.mustBeImage);
      }
      if (purpose === "video") {
        try {
          await deps.videos.assertRoomForVideo();
        } catch (err) {
          throw tusError(409, (err as Error).message);
        }
      }
      return {};
    },
    async onUploadFinish(req, upload) {
      const purpose = purposeOf(upload.metadata)!;
      const originalName = upload.metadata?.filename ?? "upload";
      try {
        const actor = actors.get(req);
        if (!actor) throw new AppError("unauthorized", "Sign in required");
        const file = await deps.media.ingest({
          actor,
          file: deps.backend.finished(upload),
          kind: purposeKind(purpose),
          originalName,
          size: upload.size ?? 0,
        });
        const video = purpose === "video" ? await deps.videos.addUploadedVideo(file, actor) : null;
        return {
          status_code: 200,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ media: file, video }),
        };
      } catch (err) {
        if (err instanceof AppError) throw tusError(err.status, err.message);
        throw mapUploadError(err as Error, deps.logger);
      } finally {
        await deps.backend.forget(upload.id).catch(() => {});
      }
    },
  });

  const routes = new Hono();
  const handle = async (c: Context) => {
    const req = c.req.raw;
    actors.set(req, actorOf(c));
    const res = await server.handleWeb(req);
    if (res.status === 503) res.headers.set("Retry-After", String(retryAfterSeconds(new AppError("unavailable", ""))));
    return res;
  };
  routes.all("/", (c) => handle(c));
  routes.all("/:id", (c) => handle(c));

  return {
    routes,
    /** Deletes uploads left unfinished for a day; run at start and periodically. */
    cleanUpExpired: () => server.cleanUpExpiredUploads(),
  };
}
