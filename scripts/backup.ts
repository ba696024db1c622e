// `npm run backup`: one backup of the SQLite shop now (the server may be running), to the bucket
// when S3_BUCKET is set, else BACKUP_DIR; then the retention rule. Same settings as the server.
import { ConfigError, loadConfig } from "../server/config";
import { backUpNow } from "../server/infra/backup/schedule";

try {
  const config = loadConfig();
  const { manifest, pruned, where } = await backUpNow(config, new Date());
  console.log(
    `backup ${manifest.id}: database ${manifest.database.bytes} bytes compressed, ${manifest.media.length} media files, in ${where}` +
      (pruned.length ? `; removed ${pruned.length} older backups` : ""),
  );
} catch (err) {
  console.error(`Backup failed: ${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
