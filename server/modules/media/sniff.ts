// Files are judged by their bytes, never by their name or the browser's claim.
import { fileTypeFromBuffer } from "file-type";
import { IMAGE_TYPES, VIDEO_TYPES } from "../../../core/media";

export type Sniffed = { mime: string; ext: string } | null;

const EXT: Record<string, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** Judged from the first bytes, so an object in a bucket is judged without downloading it. */
export async function sniffBuffer(head: Buffer, kind: "video" | "image"): Promise<Sniffed> {
  return judge(await fileTypeFromBuffer(head), kind);
}

function judge(type: { mime: string } | undefined, kind: "video" | "image"): Sniffed {
  if (!type) return null;
  // ISO-BMFF videos sometimes report as video/x-m4v; they play as MP4.
  const mime = type.mime === "video/x-m4v" ? "video/mp4" : type.mime;
  const allowed: readonly string[] = kind === "video" ? VIDEO_TYPES : IMAGE_TYPES;
  return allowed.includes(mime) ? { mime, ext: EXT[mime]! } : null;
}
