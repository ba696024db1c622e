// Taking a backup of the SQLite shop: a consistent, checked snapshot of the database
// (snapshot.ts), gzip-compressed with its SHA-256, the local media files each copied once, and
// last a manifest naming all of it: a backup exists only once its manifest does. Then the
// retention rule (core/backup-retention.ts) says which older backups go.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { backupsToKeep, RETENTION, type Retention } from "../../../core/backup-retention";
import type { BackupStore } from "./backup-store";
import { snapshotDatabase } from "./snapshot";
import { mkdirPrivate } from "../private-files";

export type BackupManifest = {
  id: string;
  createdAt: string;
  database: { key: string; bytes: number; sha256: string; databaseBytes: number };
  /** Keys of the media files (under media/) as they were when the backup was taken. */
  media: string[];
};

/** '2026-11-25T14:06:50.123Z' → '20261125T140650123Z': sortable, and safe in a file name. */
export const backupId = (at: Date) => at.toISOString().replace(/[-:.]/g, "");

export async function takeBackup(deps: {
  dbFile: string;
  /** The local media folder; null when media are in the bucket. */
  mediaDir: string | null;
  store: BackupStore;
  now: Date;
  /** Scratch space on a disk with room for the database twice. */
  workDir: string;
}): Promise<BackupManifest> {
  const { store } = deps;
  const id = backupId(deps.now);
  await mkdirPrivate(deps.workDir);
  const tmp = await mkdtemp(path.join(deps.workDir, "backup-"));
  try {
    const copy = path.join(tmp, "shop.db");
    await snapshotDatabase(deps.dbFile, copy);
    const gz = `${copy}.gz`;
    const sha256 = await gzipWithHash(copy, gz);
    const dbKey = `db/${id}.sqlite.gz`;
    await store.put(dbKey, gz);
    const media = deps.mediaDir ? await backUpMedia(deps.mediaDir, store) : [];
    const manifest: BackupManifest = {
      id,
      createdAt: deps.now.toISOString(),
      database: { key: dbKey, bytes: (await stat(gz)).size, sha256, databaseBytes: (await stat(copy)).size },
      media,
    };
    const manifestFile = path.join(tmp, "manifest.json");
    await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    await store.put(`db/${id}.json`, manifestFile);
    return manifest;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Each media file once: one already in the store with the same size is not sent again. */
async function backUpMedia(mediaDir: string, store: BackupStore): Promise<string[]> {
  const have = new Map((await store.list("media/")).map((o) => [o.key, o.bytes]));
  const keys: string[] = [];
  for (const rel of await filesUnder(mediaDir)) {
    const key = `media/${rel}`;
    const file = path.join(mediaDir, ...rel.split("/"));
    const { size } = await stat(file);
    if (have.get(key) !== size) await store.put(key, file);
    keys.push(key);
  }
  return keys;
}

export async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    if (e.isDirectory()) out.push(...(await filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)));
    else if (e.isFile()) out.push(`${prefix}${e.name}`);
  }
  return out;
}

async function gzipWithHash(source: string, target: string): Promise<string> {
  const hash = createHash("sha256");
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  await pipeline(createReadStream(source), createGzip(), tap, createWriteStream(target));
  return hash.digest("hex");
}

/** A manifest that names a backup but cannot be read: that backup cannot be restored. */
export type DamagedBackup = { id: string; key: string };

/** Every backup in the store, newest first. */
export async function listBackups(store: BackupStore): Promise<BackupManifest[]> {
  return (await scanBackups(store)).backups;
}

/** Every backup in the store, newest first, and those whose manifest cannot be read. */
export async function scanBackups(
  store: BackupStore,
): Promise<{ backups: BackupManifest[]; damaged: DamagedBackup[] }> {
  const backups: BackupManifest[] = [];
  const damaged: DamagedBackup[] = [];
  for (const o of await store.list("db/")) {
    if (!o.key.endsWith(".json")) continue;
    const id = o.key.slice("db/".length, -".json".length);
    const tmp = await mkdtemp(path.join(tmpdir(), "manifest-"));
    try {
      const fetched = await store.get(o.key, path.join(tmp, "m.json")).then(
        () => true,
        // Removed between the listing and now (retention): no backup any more, not a damaged one.
        () => false,
      );
      if (!fetched) continue;
      const manifest = readManifest(await readFile(path.join(tmp, "m.json"), "utf8"), id);
      if (manifest) backups.push(manifest);
      else damaged.push({ id, key: o.key });
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
  return {
    backups: backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    damaged: damaged.sort((a, b) => b.id.localeCompare(a.id)),
  };
}

/** The manifest, or null when it is cut short, not JSON, or lacks what a restore needs. */
function readManifest(text: string, id: string): BackupManifest | null {
  let m: Partial<BackupManifest>;
  try {
    m = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    return null;
  }
  const ok =
    m?.id === id &&
    typeof m.createdAt === "string" &&
    !Number.isNaN(Date.parse(m.createdAt)) &&
    typeof m.database?.key === "string" &&
    typeof m.database.sha256 === "string" &&
    Array.isArray(m.media) &&
    m.media.every((k) => typeof k === "string" && k.startsWith("media/"));
  return ok ? (m as BackupManifest) : null;
}

/** Deletes the backups the retention rule does not keep, and media no kept backup names. */
export async function pruneBackups(store: BackupStore, keep: Retention = RETENTION): Promise<string[]> {
  const all = await listBackups(store);
  const kept = backupsToKeep(
    all.map((b) => Date.parse(b.createdAt)),
    keep,
  );
  const gone = all.filter((b) => !kept.has(Date.parse(b.createdAt)));
  for (const b of gone) {
    await store.remove(`db/${b.id}.json`);
    await store.remove(b.database.key);
  }
  const named = new Set(all.filter((b) => kept.has(Date.parse(b.createdAt))).flatMap((b) => b.media));
  for (const o of await store.list("media/")) if (!named.has(o.key)) await store.remove(o.key);
  return gone.map((b) => b.id);
}
