// `npm run restore -- latest|<id>|<time>`: a backup into an empty DATA_DIR (refused otherwise),
// from the bucket when S3_BUCKET is set, else BACKUP_DIR. Then start the shop on it. A refusal is
// one line and writes nothing: not even the data folder or a session secret.
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config";
import { backupStoreFor } from "../server/infra/backup/schedule";
import { restoreBackup, RestoreError } from "../server/infra/backup/restore";
import { whySkipped } from "../server/infra/backup/restore-choose";

const which = process.argv[2];
if (!which) {
  console.error("Usage: npm run restore -- latest|<backup id>|<time, e.g. 2026-11-25T09:00+11:00>");
  process.exit(2);
}
try {
  const config = loadConfig(process.env, { writeNothing: true });
  if (config.database.dialect !== "sqlite") {
    throw new RestoreError(
      "the shop runs on PostgreSQL: restore with pg_restore or the provider's point-in-time recovery",
    );
  }
  const { backup, skipped } = await restoreBackup({
    store: backupStoreFor(config),
    dbFile: config.database.file,
    mediaDir: config.s3 ? null : path.join(config.dataDir, "media"),
    which,
  });
  for (const d of skipped) console.error(`Skipped backup ${d.id}: ${whySkipped(d)}.`);
  const instead = skipped.length ? ` instead of the damaged ${skipped.map((d) => d.id).join(", ")}` : "";
  console.log(
    `restored backup ${backup.id} (taken ${backup.createdAt}) into ${config.dataDir}${instead}: start the shop`,
  );
} catch (err) {
  if (err instanceof RestoreError) console.error(`Restore refused: ${err.message}`);
  else if (err instanceof ConfigError) console.error(`Restore refused: ${err.message} (nothing was changed)`);
  else console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
