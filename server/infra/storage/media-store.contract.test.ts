// One contract, both stores: the local directory and an S3-compatible bucket (s3rver, driven
// by the real @aws-sdk/client-s3 with path-style addressing).
import { writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { startTestS3, type TestS3 } from "../../../scripts/support/s3rver";
import { createLocalMediaStore, type MediaStore } from "./media-store";
import { createS3MediaStore } from "./s3-media-store";
import { tempDir } from "../../../tests/support/temp-dir";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

const tmp = () => tempDir("media-contract-");
const s3Config = (extra: Record<string, string> = {}) => loadConfig({ DATA_DIR: tmp(), ...s3.env, ...extra }).s3!;

const stores: [string, () => MediaStore][] = [
  ["local directory", () => createLocalMediaStore(path.join(tmp(), "media"))],
  ["S3 bucket", () => createS3MediaStore(s3Config())],
];

const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + 7) % 256));

describe.each(stores)("MediaStore contract: %s", (_name, make) => {
  let store: MediaStore;
  beforeAll(() => {
    store = make();
  });

  it("stores a file and reads back the same bytes, consuming the source", async () => {
    const data = bytes(300_000);
    const src = path.join(tmp(), "upload.bin");
    writeFileSync(src, data);
    await store.putFile("abc123.mp4", src, "video/mp4");
    expect(existsSync(src)).toBe(false);
    const info = await store.stat("abc123.mp4");
    expect(info?.size).toBe(data.length);
    expect(info?.mtime).toBeInstanceOf(Date);
    expect((await buffer(await store.read("abc123.mp4"))).equals(data)).toBe(true);
  });

  it("reads an inclusive byte range", async () => {
    const data = bytes(10_000);
    await store.putBuffer("range1.webp", data, "image/webp");
    const part = await buffer(await store.read("range1.webp", { start: 100, end: 199 }));
    expect(part.equals(data.subarray(100, 200))).toBe(true);
    const last = await buffer(await store.read("range1.webp", { start: 9_990, end: 9_999 }));
    expect(last.equals(data.subarray(9_990))).toBe(true);
  });

  it("answers null for a missing or malformed key", async () => {
    expect(await store.stat("missing0.png")).toBeNull();
    expect(await store.stat("../etc/passwd")).toBeNull();
    expect(await store.stat("UPPER.png")).toBeNull();
  });

  it("refuses to write or read outside its keys", async () => {
    await expect(store.putBuffer("../x.png", bytes(10), "image/png")).rejects.toThrow(/Invalid media key/);
    await expect(store.read("a/b.png")).rejects.toThrow(/Invalid media key/);
  });

  it("removes a file, and removing a missing file is no error", async () => {
    await store.putBuffer("gone1.png", bytes(50), "image/png");
    await store.remove("gone1.png");
    expect(await store.stat("gone1.png")).toBeNull();
    await expect(store.remove("gone1.png")).resolves.toBeUndefined();
  });

  it("reading a missing file fails", async () => {
    await expect(store.read("nothing1.mp4")).rejects.toThrow();
  });

  it("serves files itself unless a public URL is configured", () => {
    expect(store.publicUrl("abc123.mp4")).toBeNull();
  });
});

describe("S3 bucket specifics", () => {
  it("with MEDIA_PUBLIC_URL, files are addressed on the CDN under media/", () => {
    const store = createS3MediaStore(s3Config({ MEDIA_PUBLIC_URL: "https://cdn.example.com/" }));
    expect(store.publicUrl("abc123.mp4")).toBe("https://cdn.example.com/media/abc123.mp4");
  });

  it("adopts an object already in the bucket and deletes the source", async () => {
    const store = createS3MediaStore(s3Config());
    const { PutObjectCommand, HeadObjectCommand } = await import("@aws-sdk/client-s3");
    const data = bytes(70_000);
    await store.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: "0123abcd", Body: data }));
    await store.adoptObject("0123abcd", "adopted1.mp4", "video/mp4");
    expect((await buffer(await store.read("adopted1.mp4"))).equals(data)).toBe(true);
    const head = await store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: "media/adopted1.mp4" }));
    expect(head.ContentType).toBe("video/mp4");
    await expect(store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: "0123abcd" }))).rejects.toThrow();
  });
});
