// Owns where media files live: one interface, two implementations — a local directory (the
// embedded default, $DATA_DIR/media) and an S3-compatible bucket (s3-media-store.ts) for
// several instances. Keys are generated names; nothing outside this module knows paths.
import { createReadStream } from "node:fs";
import { chmod, copyFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { mkdirPrivate, PRIVATE_FILE } from "../private-files";

export type MediaStat = { size: number; mtime: Date };

export type MediaStore = {
  readonly kind: "local" | "s3";
  /** Stores a local file under `key`; the source file is consumed (moved, or uploaded and deleted). */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  putBuffer(key: string, body: Buffer, contentType: string): Promise<void>;
  stat(key: string): Promise<MediaStat | null>;
  /** The stored bytes, or the inclusive byte range of them. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Deletes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Where a browser may fetch the file directly (a CDN before the bucket), or null to serve it ourselves. */
  publicUrl(key: string): string | null;
};

const KEY = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]{2,5}$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key ${key}`);
}

export function createLocalMediaStore(dir: string): MediaStore {
  const resolve = (key: string) => {
    assertMediaKey(key);
    return path.join(dir, key);
  };
  return {
    kind: "local",
    async putFile(key, sourcePath) {
      const target = resolve(key);
      await mkdirPrivate(dir);
      // Private before it takes its name: a finished upload arrives with its writer's mode.
      await chmod(sourcePath, PRIVATE_FILE);
      try {
        await rename(sourcePath, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
        await copyFile(sourcePath, target);
        await chmod(target, PRIVATE_FILE);
        await rm(sourcePath, { force: true });
      }
    },
    async putBuffer(key, body) {
      const target = resolve(key);
      await mkdirPrivate(dir);
      await writeFile(target, body, { mode: PRIVATE_FILE });
      await chmod(target, PRIVATE_FILE);
    },
    async stat(key) {
      if (!isMediaKey(key)) return null;
      try {
        const s = await stat(resolve(key));
        return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
      } catch {
        return null;
      }
    },
    async read(key, range) {
      const stream = createReadStream(resolve(key), range);
      // Surface a missing file here rather than as a stream error mid-response.
      await new Promise<void>((ok, fail) => stream.once("open", () => ok()).once("error", fail));
      return stream;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: () => null,
  };
}
