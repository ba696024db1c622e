// GET /media/{key}: stored files with Range support (206), the right type,
// nosniff, and a year of caching (names are generated, so files never change).
// From the local directory or streamed from the bucket; with MEDIA_PUBLIC_URL (a CDN in
// front of the bucket) a redirect there instead.
import { Readable } from "node:stream";
import { Hono } from "hono";
import { isMediaKey, type MediaStat, type MediaStore } from "../../infra/storage/media-store";
import { createSmallFileCache, type SmallFile } from "./small-file-cache";

const TYPES: Record<string, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/** A whole small file from the store, in one buffer. */
async function readWhole(store: MediaStore, key: string, info: MediaStat): Promise<SmallFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(chunk as Buffer);
  return { info, bytes: Buffer.concat(chunks) };
}

export function mediaRoutes(store: MediaStore) {
  const app = new Hono();
  const small = createSmallFileCache();
  app.on(["GET", "HEAD"], "/:key", async (c) => {
    const key = c.req.param("key");
    const direct = isMediaKey(key) ? store.publicUrl(key) : null;
    if (direct) return c.redirect(direct, 301);
    const rangeHeader = c.req.header("range");
    let whole = rangeHeader ? null : small.get(key);
    const info = whole?.info ?? (await store.stat(key));
    if (!info) return c.text("Not found", 404);
    if (!whole && !rangeHeader && small.fits(info.size) && c.req.method === "GET") {
      whole = await readWhole(store, key, info);
      small.put(key, whole);
    }
    const type = TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      "Content-Type": type,
      "Accept-Ranges": "bytes",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Last-Modified": info.mtime.toUTCString(),
    };
    if (whole) {
      const sized = { ...headers, "Content-Length": String(info.size) };
      return c.req.method === "HEAD" ? c.body(null, 200, sized) : c.body(new Uint8Array(whole.bytes), 200, sized);
    }
    const range = parseRange(rangeHeader, info.size);
    if (range === "invalid") {
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${info.size}` });
    }
    const head = c.req.method === "HEAD";
    if (range) {
      const length = range.end - range.start + 1;
      const body = head ? null : (Readable.toWeb(await store.read(key, range)) as ReadableStream);
      return new Response(body, {
        status: 206,
        headers: {
          ...headers,
          "Content-Length": String(length),
          "Content-Range": `bytes ${range.start}-${range.end}/${info.size}`,
        },
      });
    }
    const body = head ? null : (Readable.toWeb(await store.read(key)) as ReadableStream);
    return new Response(body, { status: 200, headers: { ...headers, "Content-Length": String(info.size) } });
  });
  return app;
}
