// `npm run restore -- latest|<id>|<time>`: puts a backup back into an empty data folder. Nothing
// is written until the backup is found and its checksum holds; the database is unpacked beside
// its final name, checked (integrity_check) and only then renamed, so a failed restore leaves no
// database the shop would start on.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import SQLite from "better-sqlite3";
import type { BackupStore } from "./backup-store";
import { listBackups, type BackupManifest } from "./backup";

/** A refusal with a message for the person at the terminal; nothing was changed. */
export class RestoreError extends Error {}

export async function restoreBackup(deps: {
  store: BackupStore;
  dbFile: string;
  /** Where the media go (DATA_DIR/media); null when media are in the bucket. */
  mediaDir: string | null;
  which: string;
}): Promise<BackupManifest> {
  const { store, dbFile } = deps;
  for (const f of [dbFile, `${dbFile}-wal`]) {
    if (existsSync(f)) {
      throw new RestoreError(`${f} already exists: restore only into an empty data folder (nothing was changed)`);
    }
  }
  if (deps.mediaDir && existsSync(deps.mediaDir) && readdirSync(deps.mediaDir).length > 0) {
    throw new RestoreError(
      `${deps.mediaDir} is not empty: restore only into an empty data folder (nothing was changed)`,
    );
  }
  const all = await listBackups(store);
  const backup = choose(all, deps.which, store.describe);
  const tmp = await mkdtemp(path.join(tmpdir(), "restore-"));
  try {
    const gz = path.join(tmp, "shop.db.gz");
    await store.get(backup.database.key, gz).catch(() => {
      throw new RestoreError(`backup ${backup.id}: its database file ${backup.database.key} is missing`);
    });
    if ((await sha256(gz)) !== backup.database.sha256) {
      throw new RestoreError(`backup ${backup.id} fails its checksum: the file is damaged (nothing was restored)`);
    }
    await mkdir(path.dirname(dbFile), { recursive: true });
    const partial = `${dbFile}.restoring`;
    try {
      await pipeline(createReadStream(gz), createGunzip(), createWriteStream(partial));
      checkIntegrity(partial, backup.id);
    } catch (err) {
      await rm(partial, { force: true });
      if (err instanceof RestoreError) throw err;
      throw new RestoreError(
        `backup ${backup.id} is truncated or damaged (${(err as Error).message}); nothing was restored`,
      );
    }
    if (deps.mediaDir) {
      for (const key of backup.media) {
        const file = path.join(deps.mediaDir, ...key.slice("media/".length).split("/"));
        await mkdir(path.dirname(file), { recursive: true });
        await store.get(key, file);
      }
    }
    await rename(partial, dbFile);
    return backup;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** 'latest', a backup's id, or a time: the newest backup taken at or before it. */
function choose(all: BackupManifest[], which: string, where: string): BackupManifest {
  if (all.length === 0) throw new RestoreError(`no backups in ${where}`);
  if (which === "latest") return all[0]!;
  const byId = all.find((b) => b.id === which);
  if (byId) return byId;
  const at = /^\d{4}-\d{2}-\d{2}/.test(which) ? Date.parse(which) : NaN;
  if (!Number.isNaN(at)) {
    const before = all.find((b) => Date.parse(b.createdAt) <= at);
    if (before) return before;
    throw new RestoreError(`no backup taken at or before ${which}; the oldest is ${all.at(-1)!.createdAt}`);
  }
  const some = all
    .slice(0, 5)
    .map((b) => b.id)
    .join(", ");
  throw new RestoreError(`no backup '${which}' in ${where}; the newest: ${some} (or 'latest', or a time)`);
}

function checkIntegrity(file: string, id: string): void {
  const db = new SQLite(file, { readonly: true });
  try {
    const result = db.pragma("integrity_check", { simple: true });
    if (result !== "ok")
      throw new RestoreError(`backup ${id} fails integrity_check (${String(result)}); nothing was restored`);
  } finally {
    db.close();
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
