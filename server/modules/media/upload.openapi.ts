// Resumable uploads in the published API (server/infra/http/openapi). The endpoint speaks the tus
// 1.0.0 protocol (https://tus.io/protocols/resumable-upload), not JSON: a tus client drives it.
import { z } from "zod";
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, UPLOAD_PURPOSES } from "../../../core/media";
import { errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { UPLOAD_PATH } from "./upload.api";

const TUS = "tus 1.0.0 (creation, termination); send Tus-Resumable: 1.0.0.";
const uploadId = {
  id: { description: "The upload's id from the Location header", schema: z.string(), example: "0".repeat(32) },
};
const bytes = "application/offset+octet-stream";

export const uploadOperations: ApiOperation[] = [
  {
    method: "post",
    path: UPLOAD_PATH,
    tag: "Admin: uploads",
    summary: "Create an upload (tus)",
    description:
      `${TUS} Upload-Length is required; Upload-Metadata carries purpose (${UPLOAD_PURPOSES.join(", ")}), ` +
      `filename and filetype. Images up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB, videos up to ` +
      `${MAX_VIDEO_BYTES / 1024 / 1024} MB. A reel needs room: at most three.`,
    admin: true,
    rawBody: { contentType: bytes, description: "Optionally the first bytes (creation-with-upload)" },
    responses: {
      201: { description: "Created", headers: { Location: "Where to PATCH the bytes" } },
      ...errors(400, 409, 413, 415, 503),
    },
  },
  {
    method: "head",
    path: `${UPLOAD_PATH}/{id}`,
    tag: "Admin: uploads",
    summary: "How much of an upload has arrived (tus)",
    admin: true,
    params: uploadId,
    responses: {
      200: { description: "Upload-Offset says how many bytes", headers: { "Upload-Offset": "Bytes received" } },
      ...errors(404),
    },
  },
  {
    method: "patch",
    path: `${UPLOAD_PATH}/{id}`,
    tag: "Admin: uploads",
    summary: "Send the next bytes (tus)",
    description:
      "The last PATCH is answered 200 with {media, video}: the stored file, and for a reel the new video. " +
      "The file is judged by its bytes, not its name or declared type.",
    admin: true,
    params: uploadId,
    rawBody: { contentType: bytes, description: "The bytes from Upload-Offset on" },
    responses: {
      200: { description: "The upload is complete: {media, video}" },
      204: { description: "Bytes stored; more to come", headers: { "Upload-Offset": "Bytes received" } },
      ...errors(404, 409, 413, 415, 503),
    },
  },
  {
    method: "delete",
    path: `${UPLOAD_PATH}/{id}`,
    tag: "Admin: uploads",
    summary: "Abandon an upload (tus)",
    admin: true,
    params: uploadId,
    responses: { 204: { description: "Abandoned" }, ...errors(404) },
  },
];
