import { createHash } from "node:crypto";
import { readdir, readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { ListObjectsV2Command, ListMultipartUploadsCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MEDIA_MESSAGES } from "../../../core/media";
import { signInAdmin } from "../../../tests/support/admin";
import { multipartUploadsDir, startTestS3, type TestS3 } from "../../../scripts/support/s3rver";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createUpload, fakeMp4, patchUpload, uploadAll, uploadOffset } from "../../../scripts/support/tus-client";
import type { S3MediaStore } from "../../infra/storage/s3-media-store";
import type { Video } from "../videos/video.service";

vi.setConfig({ testTimeout: 60_000 });

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const files = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).filter((f) => !f.startsWith("."));
const videoMeta = (name = "reel.mp4") => ({ filename: name, filetype: "video/mp4", purpose: "video" });

/** Where a store keeps things, seen from outside: stored media keys, and what unfinished uploads left. */
type Place = {
  mediaKeys(): Promise<string[]>;
  leftovers(): Promise<string[]>;
  /** Makes every unfinished upload look as if it had started `hours` ago. */
  age(hours: number): Promise<void>;
};

function localPlace(s: TestServer): Place {
  const uploads = path.join(s.ctx.config.dataDir, "uploads");
  return {
    mediaKeys: () => files(path.join(s.ctx.config.dataDir, "media")),
    leftovers: () => files(uploads),
    async age(hours) {
      for (const f of (await files(uploads)).filter((n) => n.endsWith(".json"))) {
        const info = JSON.parse(await readFile(path.join(uploads, f), "utf8")) as { creation_date: string };
        info.creation_date = new Date(Date.now() - hours * 3600_000).toISOString();
        await writeFile(path.join(uploads, f), JSON.stringify(info));
      }
    },
  };
}

function s3Place(s: TestServer, s3: TestS3): Place {
  const store = s.ctx.mediaStore as S3MediaStore;
  const keys = async () =>
    ((await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket }))).Contents ?? []).map((o) => o.Key!);
  return {
    mediaKeys: async () => (await keys()).filter((k) => k.startsWith("media/")).map((k) => k.slice(6)),
    async leftovers() {
      const uploads = await store.client.send(new ListMultipartUploadsCommand({ Bucket: store.bucket }));
      const objects = (await keys()).filter((k) => !k.startsWith("media/"));
      return [...objects, ...(uploads.Uploads ?? []).map((u) => `multipart:${u.Key}`)];
    },
    async age(hours) {
      const dir = multipartUploadsDir(s3);
      const then = new Date(Date.now() - hours * 3600_000);
      for (const id of await files(dir)) await utimes(path.join(dir, id), then, then);
    },
  };
}

// The same behaviour on the local directory and on an S3 bucket (s3rver through the real SDKs).
describe.each([
  ["local directory", false],
  ["S3 bucket", true],
] as const)("media on the %s", (_label, onS3) => {
  let s: TestServer;
  let s3: TestS3 | undefined;
  let headers: Record<string, string>;
  let place: Place;
  beforeAll(async () => {
    s3 = onS3 ? await startTestS3() : undefined;
    s = await startTestServer({ env: s3?.env ?? {} });
    headers = await signInAdmin(s);
    place = onS3 ? s3Place(s, s3!) : localPlace(s);
    expect(s.ctx.mediaStore.kind).toBe(onS3 ? "s3" : "local");
  });
  afterAll(async () => {
    await s?.close();
    await s3?.close();
  });

  describe("resumable video uploads", () => {
    it("a 20 MB upload cut off midway resumes from the stored offset and arrives byte-identical", async () => {
      const data = fakeMp4(20 * 1024 * 1024);
      const created = await createUpload(s.url, headers, { length: data.length, ...videoMeta("summer launch.mp4") });
      expect(created.status).toBe(201);
      const url = new URL(created.headers.get("location")!, s.url).toString();

      // Stream 9 MB of the first 10 MB chunk, then drop the connection (S3 keeps the whole 8 MiB part).
      const abort = new AbortController();
      let sent = 0;
      const partial = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= 9 * 1024 * 1024) {
            await new Promise((r) => setTimeout(r, 300));
            abort.abort();
            return;
          }
          controller.enqueue(data.subarray(sent, sent + 1024 * 1024));
          sent += 1024 * 1024;
        },
      });
      await patchUpload(url, headers, 0, partial, abort.signal).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 300));
      const offset = await uploadOffset(url, headers);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(9 * 1024 * 1024);

      let res: Response | undefined;
      for (let off = offset; off < data.length; off += 5 * 1024 * 1024) {
        res = await patchUpload(url, headers, off, data.subarray(off, Math.min(data.length, off + 5 * 1024 * 1024)));
      }
      expect(res!.status).toBe(200);
      const body = (await res!.json()) as { video: Video };
      expect(body.video).toMatchObject({
        title: "summer launch",
        description: "Uploaded video: summer launch.mp4",
        active: true,
        order: 0,
      });
      const stored = await buffer(await s.ctx.mediaStore.read(body.video.videoUrl.replace("/media/", "")));
      expect(sha(stored)).toBe(sha(data));
      expect(await place.leftovers()).toEqual([]);

      // Served with Range support.
      const ranged = await fetch(`${s.url}${body.video.videoUrl}`, { headers: { range: "bytes=100-199" } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${data.length}`);
      expect(ranged.headers.get("content-type")).toBe("video/mp4");
      expect(ranged.headers.get("x-content-type-options")).toBe("nosniff");
      expect(ranged.headers.get("cache-control")).toContain("immutable");
      expect(Buffer.from(await ranged.arrayBuffer()).equals(data.subarray(100, 200))).toBe(true);
    });

    it("a cancelled upload leaves nothing behind", async () => {
      const data = fakeMp4(6 * 1024 * 1024);
      const created = await createUpload(s.url, headers, { length: data.length, ...videoMeta("cancel.mp4") });
      const url = new URL(created.headers.get("location")!, s.url).toString();
      expect((await patchUpload(url, headers, 0, data.subarray(0, 5 * 1024 * 1024 + 17))).status).toBe(204);
      expect(await place.leftovers()).not.toEqual([]);
      const res = await fetch(url, { method: "DELETE", headers: { ...headers, "Tus-Resumable": "1.0.0" } });
      expect(res.status).toBe(204);
      expect(await place.leftovers()).toEqual([]);
    });

    it("an upload left unfinished for a day is swept; a younger one is kept", async () => {
      const created = await createUpload(s.url, headers, { length: 4 * 1024 * 1024, ...videoMeta("stale.mp4") });
      const url = new URL(created.headers.get("location")!, s.url).toString();
      expect((await patchUpload(url, headers, 0, fakeMp4(1024 * 1024))).status).toBe(204);
      await place.age(23);
      await s.ctx.uploads.cleanUpExpired();
      expect(await place.leftovers()).not.toEqual([]);
      await place.age(25);
      await s.ctx.uploads.cleanUpExpired();
      expect(await place.leftovers()).toEqual([]);
    });

    it("refuses 104857601 bytes before any byte is stored", async () => {
      const res = await createUpload(s.url, headers, { length: 104_857_601, ...videoMeta() });
      expect(res.status).toBe(413);
      expect(await place.leftovers()).toEqual([]);
    });

    it("refuses an HTML file named .mp4 and leaves nothing behind", async () => {
      const before = await place.mediaKeys();
      const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>".repeat(50));
      const res = await uploadAll(s.url, headers, html, videoMeta("trick.mp4"));
      expect(res.status).toBe(415);
      expect(await res.text()).toContain(MEDIA_MESSAGES.onlyVideoApi);
      expect(await place.mediaKeys()).toEqual(before);
      expect(await place.leftovers()).toEqual([]);
    });

    it("refuses a declared non-video type up front", async () => {
      const res = await createUpload(s.url, headers, {
        length: 100,
        filename: "a.txt",
        filetype: "text/plain",
        purpose: "video",
      });
      expect(res.status).toBe(415);
      expect(await res.text()).toContain(MEDIA_MESSAGES.onlyVideoApi);
    });

    it("refuses a fourth video", async () => {
      for (const name of ["two.mp4", "three.webm"])
        expect((await uploadAll(s.url, headers, fakeMp4(2048), videoMeta(name))).status).toBe(200);
      expect(await s.ctx.services.videos.countVideos()).toBe(3);
      const res = await createUpload(s.url, headers, { length: 2048, ...videoMeta("four.mp4") });
      expect(res.status).toBe(409);
      expect(await res.text()).toContain(MEDIA_MESSAGES.maxVideos);
      const list = (await (await fetch(`${s.url}/api/admin/videos`, { headers })).json()) as { videos: Video[] };
      expect(list.videos.map((v) => v.title)).toEqual(["three", "two", "summer launch"]);
    });

    it("deleting a video removes its file", async () => {
      const { videos } = (await (await fetch(`${s.url}/api/admin/videos`, { headers })).json()) as { videos: Video[] };
      const victim = videos[0]!;
      const key = victim.videoUrl.replace("/media/", "");
      expect(await place.mediaKeys()).toContain(key);
      const res = await fetch(`${s.url}/api/admin/videos/${victim.id}`, { method: "DELETE", headers });
      expect(res.status).toBe(204);
      expect(await place.mediaKeys()).not.toContain(key);
      expect((await fetch(`${s.url}${victim.videoUrl}`)).status).toBe(404);
    });
  });

  describe("images", () => {
    it("stores an image with WebP and AVIF variants", async () => {
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a855f7" } })
        .png()
        .toBuffer();
      const res = await uploadAll(s.url, headers, png, {
        filename: "tub.png",
        filetype: "image/png",
        purpose: "image",
      });
      expect(res.status).toBe(200);
      const { media } = (await res.json()) as { media: { url: string } };
      expect(media.url).toMatch(/^\/media\/[a-f0-9]+\.png$/);
      const webp = await fetch(`${s.url}${media.url.replace(".png", "-w400.webp")}`);
      expect(webp.status).toBe(200);
      expect(webp.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(400);
      expect((await fetch(`${s.url}${media.url.replace(".png", "-w1200.avif")}`)).status).toBe(200);
    });

    it("refuses a file that is not an image", async () => {
      const res = await uploadAll(s.url, headers, fakeMp4(4096), {
        filename: "x.png",
        filetype: "image/png",
        purpose: "image",
      });
      expect(res.status).toBe(415);
      expect(await res.text()).toContain(MEDIA_MESSAGES.mustBeImage);
    });
  });

  describe("admin only", () => {
    it("every upload and media-admin route answers 401 without a session", async () => {
      const anon = { origin: s.url };
      expect((await createUpload(s.url, anon, { length: 10, ...videoMeta() })).status).toBe(401);
      for (const [method, p] of [
        ["GET", "/api/admin/videos"],
        ["PATCH", "/api/admin/videos/x"],
        ["DELETE", "/api/admin/videos/x"],
        ["PUT", "/api/admin/videos/order"],
        ["PUT", "/api/admin/settings/videos"],
        ["PUT", "/api/admin/settings/product-demo"],
        ["PUT", "/api/admin/settings/featured-video"],
        ["HEAD", "/api/uploads/abc"],
        ["PATCH", "/api/uploads/abc"],
      ] as const) {
        expect((await fetch(`${s.url}${p}`, { method, headers: anon })).status, `${method} ${p}`).toBe(401);
      }
    });
  });
});
