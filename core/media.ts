// Media rules shared by the admin's uploaders and the server (docs/spec.md §5, §8, §9 Videos).

export const MAX_VIDEO_BYTES = 104_857_600; // 100 MB
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_VIDEOS = 3;

export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const VIDEO_EXTENSIONS = ["mp4", "webm", "mov"] as const;

export const UPLOAD_PURPOSES = [
  "video",
  "demo-video",
  "demo-poster",
  "featured-video",
  "featured-poster",
  "image",
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export function purposeKind(purpose: UploadPurpose): "video" | "image" {
  return purpose === "video" || purpose === "demo-video" || purpose === "featured-video" ? "video" : "image";
}

export const MEDIA_MESSAGES = {
  onlyVideoPick: "Only video files are supported",
  onlyVideoApi: "Only video files are supported for upload",
  tooLarge: "File is too large. Maximum size is 100MB",
  maxVideos: "Maximum number of videos reached. Please delete an existing video before uploading a new one.",
  onlyImagePick: "Only image files are supported",
  mustBeImage: "File must be an image",
  imageTooLarge: "File is too large. Maximum size is 15MB",
  storageUnavailable: "The file could not be stored right now. Please try again in a few minutes.",
} as const;

/** The browser's first check of a picked file; the server judges the bytes again. */
export function checkPickedFile(
  file: { type: string; name: string; size: number },
  kind: "video" | "image",
): string | null {
  if (kind === "video") {
    const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
    if (!file.type.startsWith("video/") && !(VIDEO_EXTENSIONS as readonly string[]).includes(ext))
      return MEDIA_MESSAGES.onlyVideoPick;
    if (file.size > MAX_VIDEO_BYTES) return MEDIA_MESSAGES.tooLarge;
    return null;
  }
  if (!file.type.startsWith("image/")) return MEDIA_MESSAGES.onlyImagePick;
  if (file.size > MAX_IMAGE_BYTES) return MEDIA_MESSAGES.imageTooLarge;
  return null;
}

/** A new video's title: the file name without its extension, or 'Uploaded Video'. */
export function videoTitleFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, "").trim();
  return base || "Uploaded Video";
}

export function videoDescriptionFromFileName(fileName: string): string {
  return `Uploaded video: ${fileName}`;
}

// The widths and names of an uploaded image's copies live in image-variants.ts (the storefront
// needs only those, not the upload rules).
export { IMAGE_WIDTHS, imageVariants } from "./image-variants";

// Where a stored image or video may point: the shop's own files, or any https address (a CDN).
// Anything else (javascript:, data:, http:, //other-host, ../) is refused, so no place that ever
// puts the value in an href or src can be turned into a script or a downgrade.
const SITE_MEDIA_PATH = /^\/(media|images|videos)\/[A-Za-z0-9._~%/-]+$/;

export const MEDIA_URL_MESSAGE = "Use an https:// address or a file of this shop (/media/…, /images/… or /videos/…)";

export function isAllowedMediaUrl(value: string): boolean {
  if (SITE_MEDIA_PATH.test(value)) return !value.split("/").includes("..");
  if (!value.startsWith("https://")) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}
