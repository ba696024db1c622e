// The shop's own backups: on SQLite, every BACKUP_INTERVAL through the periodic
// runner (once across instances, like the hourly sweeps), then the retention rule. On PostgreSQL
// the database is the provider's to back up (README, Operating).
import { statSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";
import type { Logger } from "../../logger";
import type { PeriodicRunner } from "../jobs/periodic";
import { localBackupStore, s3BackupStore, type BackupStore } from "./backup-store";
import { listBackups, pruneBackups, takeBackup } from "./backup";

/** The store backups go to: the bucket when S3_BUCKET is set, else BACKUP_DIR. */
export function backupStoreFor(config: Config): BackupStore {
  return config.s3 ? s3BackupStore(config.s3) : localBackupStore(config.backup.dir);
}

/** One backup now, then retention: `npm run backup` and the schedule. */
export async function backUpNow(config: Config, now: Date) {
  if (config.database.dialect !== "sqlite")
    throw new Error("backups are taken by PostgreSQL's own tools (README, Operating)");
  const store = backupStoreFor(config);
  const manifest = await takeBackup({
    dbFile: config.database.file,
    mediaDir: config.s3 ? null : path.join(config.dataDir, "media"),
    store,
    now,
    workDir: path.join(config.dataDir, ".backup-work"),
  });
  const pruned = await pruneBackups(store);
  return { manifest, pruned, where: store.describe };
}

export function scheduleBackups(deps: { config: Config; logger: Logger; jobs: PeriodicRunner; clock: () => Date }) {
  const { config, logger } = deps;
  if (config.database.dialect !== "sqlite") return;
  const intervalMs = config.backup.intervalMs;
  if (intervalMs === null) {
    logger.warn("BACKUP_INTERVAL=off: the shop takes no backups of its own (npm run backup still does)");
    return;
  }
  if (!config.s3) warnIfSameDisk(config, logger);
  const run = async () => {
    try {
      const { manifest, pruned, where } = await backUpNow(config, deps.clock());
      logger.info(
        { backup: manifest.id, bytes: manifest.database.bytes, pruned: pruned.length, where },
        "backup taken",
      );
    } catch (err) {
      logger.error({ err }, "backup failed");
      throw err;
    }
  };
  const tick = () => void deps.jobs.runIfDue("backup", intervalMs, run).catch(() => {});
  // The first run when the newest backup is an interval old: a restart (every deploy) does not
  // take one more, and a shop restarted more often than the interval still takes them.
  void untilDue(backupStoreFor(config), intervalMs, deps.clock()).then((wait) => {
    setTimeout(() => {
      tick();
      setInterval(tick, Math.min(intervalMs, 60_000)).unref();
    }, wait).unref();
  });
}

async function untilDue(store: BackupStore, intervalMs: number, now: Date): Promise<number> {
  const newest = await listBackups(store).then(
    (all) => all[0],
    () => undefined,
  );
  return newest ? Math.max(0, Date.parse(newest.createdAt) + intervalMs - now.getTime()) : 0;
}

/** Whether BACKUP_DIR lies on the database's own disk (a dead disk would take both). */
export function backupsOnDatabaseDisk(config: Config): boolean {
  if (config.database.dialect !== "sqlite" || config.s3) return false;
  mkdirSync(config.backup.dir, { recursive: true });
  return statSync(config.backup.dir).dev === statSync(path.dirname(path.resolve(config.database.file))).dev;
}

function warnIfSameDisk(config: Config, logger: Logger): void {
  if (config.database.dialect !== "sqlite") return;
  try {
    if (backupsOnDatabaseDisk(config)) {
      logger.warn(
        { backupDir: config.backup.dir },
        "BACKUP_DIR is on the same disk as the database: a dead disk takes both (set BACKUP_DIR to another disk, or S3_BUCKET)",
      );
    }
  } catch (err) {
    logger.warn({ err: (err as Error).message, backupDir: config.backup.dir }, "BACKUP_DIR cannot be used");
  }
}
