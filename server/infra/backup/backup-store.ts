// Where backups are kept: a folder (BACKUP_DIR) or, with S3_BUCKET, the bucket under backups/.
// Keys are relative paths: db/<id>.sqlite.gz, db/<id>.json, media/<key>.
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, copyFile, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../../config";
import { s3ClientConfig } from "../storage/s3-media-store";
import { mkdirPrivate, PRIVATE_FILE } from "../private-files";

export type BackupStore = {
  /** Where, for messages. */
  describe: string;
  put(key: string, file: string): Promise<void>;
  /** Writes the object to `file`. */
  get(key: string, file: string): Promise<void>;
  /** Keys under a prefix ("db/"), with their sizes. */
  list(prefix: string): Promise<{ key: string; bytes: number }[]>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
};

export function localBackupStore(dir: string): BackupStore {
  const at = (key: string) => path.join(dir, ...key.split("/"));
  async function walk(folder: string, prefix: string, out: { key: string; bytes: number }[]) {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const key = `${prefix}${e.name}`;
      if (e.isDirectory()) await walk(path.join(folder, e.name), `${key}/`, out);
      // A backup being written now (its .partial is renamed, or a pruned one removed, between the
      // listing and its stat) is not listed: it is not a finished backup, and it is no error.
      else if (e.isFile() && !e.name.endsWith(".partial")) {
        const bytes = await stat(path.join(folder, e.name)).then(
          (s) => s.size,
          (err: NodeJS.ErrnoException) => {
            if (err.code === "ENOENT") return null;
            throw err;
          },
        );
        if (bytes !== null) out.push({ key, bytes });
      }
    }
  }
  return {
    describe: dir,
    async put(key, file) {
      await mkdirPrivate(path.dirname(at(key)));
      // Written beside, then renamed: a crash never leaves a half-written object under its name.
      const partial = `${at(key)}.partial`;
      await copyFile(file, partial);
      await chmod(partial, PRIVATE_FILE);
      await rename(partial, at(key));
    },
    async get(key, file) {
      await copyFile(at(key), file);
      await chmod(file, PRIVATE_FILE);
    },
    async list(prefix) {
      const out: { key: string; bytes: number }[] = [];
      await walk(at(prefix), prefix, out);
      return out;
    },
    async size(key) {
      return stat(at(key)).then(
        (s) => s.size,
        () => null,
      );
    },
    async remove(key) {
      await rm(at(key), { force: true });
    },
  };
}

export function s3BackupStore(config: S3Config): BackupStore {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const Key = (key: string) => `backups/${key}`;
  return {
    describe: `s3://${Bucket}/backups/`,
    async put(key, file) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({ Bucket, Key: Key(key), Body: createReadStream(file), ContentLength: size }),
      );
    },
    async get(key, file) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      await pipeline(res.Body as Readable, createWriteStream(file, { mode: PRIVATE_FILE }));
      await chmod(file, PRIVATE_FILE);
    },
    async list(prefix) {
      const out: { key: string; bytes: number }[] = [];
      let token: string | undefined;
      do {
        const res = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: Key(prefix), ContinuationToken: token }),
        );
        for (const o of res.Contents ?? []) out.push({ key: o.Key!.slice("backups/".length), bytes: o.Size ?? 0 });
        token = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }))).ContentLength ?? 0;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}
