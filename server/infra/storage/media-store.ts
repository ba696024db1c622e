// Owns the media directory: files under generated names, outside the web root.
// (An S3-compatible store can implement the same interface for scale-out.)
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, copyFile } from "node:fs/promises";
import path from "node:path";

export type MediaStore = {
  /** Moves a finished file into the store under `key`. */
  put(key: string, sourcePath: string): Promise<void>;
  /** Absolute path of a stored file, for local processing (sharp). */
  filePath(key: string): string;
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  read(key: string, range?: { start: number; end: number }): NodeJS.ReadableStream;
  remove(key: string): Promise<void>;
};

const KEY = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]{2,5}$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

export function createLocalMediaStore(dir: string): MediaStore {
  const resolve = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Invalid media key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, sourcePath) {
      await mkdir(dir, { recursive: true });
      try {
        await rename(sourcePath, resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
        await copyFile(sourcePath, resolve(key));
        await rm(sourcePath, { force: true });
      }
    },
    filePath: resolve,
    async stat(key) {
      if (!isMediaKey(key)) return null;
      try {
        const s = await stat(resolve(key));
        return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return createReadStream(resolve(key), range);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
