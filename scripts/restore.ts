// `npm run restore -- latest|<id>|<time>`: a backup into an empty DATA_DIR (refused otherwise),
// from the bucket when S3_BUCKET is set, else BACKUP_DIR. Then start the shop on it.
import path from "node:path";
import { loadConfig } from "../server/config";
import { backupStoreFor } from "../server/infra/backup/schedule";
import { restoreBackup } from "../server/infra/backup/restore";

const which = process.argv[2];
if (!which) {
  console.error("Usage: npm run restore -- latest|<backup id>|<time, e.g. 2026-11-25T09:00+11:00>");
  process.exit(2);
}
try {
  const config = loadConfig();
  if (config.database.dialect !== "sqlite") {
    throw new Error("the shop runs on PostgreSQL: restore with pg_restore or the provider's point-in-time recovery");
  }
  const backup = await restoreBackup({
    store: backupStoreFor(config),
    dbFile: config.database.file,
    mediaDir: config.s3 ? null : path.join(config.dataDir, "media"),
    which,
  });
  console.log(`restored backup ${backup.id} (taken ${backup.createdAt}) into ${config.dataDir}: start the shop`);
} catch (err) {
  console.error(`Restore refused: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
