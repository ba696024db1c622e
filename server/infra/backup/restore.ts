// `npm run restore -- latest|<id>|<time>`: puts a backup back into an empty data folder. Every
// check that needs no writing comes first (the target is empty, the backup is there and readable,
// its checksum holds, every media file it names is in the store): a refusal writes nothing. Then
// the backup is put together in a folder beside its final place (the database unpacked and checked
// with integrity_check, the media copied) and moved into place only once all of it is there; a
// failure on the way removes what was written, so the data folder is left as it was.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rename, rm, rmdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import SQLite from "better-sqlite3";
import { keepPrivateSync, mkdirPrivate, PRIVATE_FILE } from "../private-files";
import type { BackupStore } from "./backup-store";
import { scanBackups, type BackupManifest, type DamagedBackup } from "./backup";
import { chooseBackup, RestoreError } from "./restore-choose";

export { RestoreError } from "./restore-choose";

export type RestoreTarget = {
  store: BackupStore;
  dbFile: string;
  /** Where the media go (DATA_DIR/media); null when media are in the bucket. */
  mediaDir: string | null;
};

export async function restoreBackup(
  deps: RestoreTarget & { which: string },
): Promise<{ backup: BackupManifest; skipped: DamagedBackup[] }> {
  const { store, dbFile, mediaDir } = deps;
  for (const f of [dbFile, `${dbFile}-wal`]) {
    if (existsSync(f)) throw new RestoreError(`${f} already exists: restore only into an empty data folder`);
  }
  if (mediaDir && existsSync(mediaDir) && readdirSync(mediaDir).length > 0) {
    throw new RestoreError(`${mediaDir} is not empty: restore only into an empty data folder`);
  }
  const { backups, damaged } = await scanBackups(store);
  const { backup, skipped } = chooseBackup(backups, damaged, deps.which, store.describe);
  if (mediaDir) {
    for (const key of backup.media) {
      if ((await store.size(key)) === null) throw incomplete(backup, key, store);
    }
  }
  const tmp = await mkdtemp(path.join(tmpdir(), "restore-"));
  try {
    const gz = path.join(tmp, "shop.db.gz");
    await store.get(backup.database.key, gz).catch(() => {
      throw new RestoreError(`backup ${backup.id}: its database file ${backup.database.key} is missing`);
    });
    if ((await sha256(gz)) !== backup.database.sha256) {
      throw new RestoreError(`backup ${backup.id} fails its checksum: the file ${backup.database.key} is damaged`);
    }
    await putInPlace(backup, gz, deps);
    return { backup, skipped };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

const incomplete = (backup: BackupManifest, key: string, store: BackupStore) =>
  new RestoreError(`backup ${backup.id} is incomplete: its media file ${key} is missing from ${store.describe}`);

/**
 * The database and media assembled in a folder beside their final places, then renamed there.
 * Whatever fails, what this wrote is removed again (folders it created too).
 */
async function putInPlace(backup: BackupManifest, gz: string, target: RestoreTarget): Promise<void> {
  const { store, dbFile, mediaDir } = target;
  const created: string[] = [];
  const stages: string[] = [];
  const stageBeside = async (finalPath: string) => {
    const dir = path.dirname(path.resolve(finalPath));
    const top = topMissing(dir);
    if (top) created.push(top);
    await mkdirPrivate(dir);
    const stage = await mkdtemp(path.join(dir, ".restoring-"));
    stages.push(stage);
    return stage;
  };
  let step = `unpacking ${backup.database.key}`;
  try {
    const dbStage = await stageBeside(dbFile);
    const stagedDb = path.join(dbStage, path.basename(dbFile));
    try {
      await pipeline(createReadStream(gz), createGunzip(), createWriteStream(stagedDb, { mode: PRIVATE_FILE }));
    } catch (err) {
      throw new RestoreError(`backup ${backup.id} is truncated or damaged (${oneLine((err as Error).message)})`);
    }
    keepPrivateSync(stagedDb);
    checkIntegrity(stagedDb, backup.id);
    let stagedMedia: string | null = null;
    if (mediaDir) {
      const mediaStage =
        path.dirname(path.resolve(mediaDir)) === path.dirname(stagedDb) ? dbStage : await stageBeside(mediaDir);
      stagedMedia = path.join(mediaStage, "media");
      await mkdirPrivate(stagedMedia);
      for (const key of backup.media) {
        step = `copying ${key}`;
        const file = path.join(stagedMedia, ...key.slice("media/".length).split("/"));
        await mkdirPrivate(path.dirname(file));
        await store.get(key, file).catch(() => {
          throw incomplete(backup, key, store);
        });
        keepPrivateSync(file);
      }
    }
    step = `moving the restored files into place`;
    if (mediaDir && stagedMedia) {
      if (existsSync(mediaDir)) await rmdir(mediaDir); // empty: checked before anything was written
      await rename(stagedMedia, mediaDir);
    }
    try {
      await rename(stagedDb, dbFile);
    } catch (err) {
      if (mediaDir && stagedMedia) await rename(mediaDir, stagedMedia);
      throw err;
    }
  } catch (err) {
    for (const s of stages) await rm(s, { recursive: true, force: true });
    for (const d of created) await rm(d, { recursive: true, force: true });
    if (err instanceof RestoreError) throw err;
    throw new RestoreError(
      `backup ${backup.id} could not be restored while ${step}: ${oneLine((err as Error).message)}`,
    );
  }
  for (const s of stages) await rm(s, { recursive: true, force: true });
}

/** The outermost folder on the way to `dir` that does not exist yet, or null when `dir` does. */
function topMissing(dir: string): string | null {
  let top: string | null = null;
  for (let d = dir; !existsSync(d); d = path.dirname(d)) {
    top = d;
    if (d === path.dirname(d)) break;
  }
  return top;
}

const oneLine = (s: string) => s.replace(/\s*\n\s*/g, "; ");

function checkIntegrity(file: string, id: string): void {
  let problems: string[];
  try {
    const db = new SQLite(file, { readonly: true });
    try {
      // The first row only: stepping on through a badly damaged file makes SQLite throw instead.
      problems = [String(db.pragma("integrity_check", { simple: true }))];
    } finally {
      db.close();
    }
  } catch (err) {
    throw new RestoreError(`backup ${id} is not a readable database (${oneLine((err as Error).message)})`);
  }
  if (problems.length === 1 && problems[0] === "ok") return;
  // SQLite's first row may start with a header line ("*** in database main ***"); the first real
  // problem and how many more there are say enough on one line.
  const lines = problems.flatMap((p) => p.split("\n")).filter((l) => l.trim() && !l.startsWith("***"));
  const more = lines.length > 1 ? ` and ${lines.length - 1} more` : "";
  throw new RestoreError(`backup ${id} fails integrity_check (${lines[0] ?? "unknown problem"}${more})`);
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
