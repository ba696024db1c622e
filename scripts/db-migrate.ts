// `npm run db:migrate`: bring the configured database's schema up to date.
import { ConfigError, loadConfig } from "../server/config";
import { createDb } from "../server/infra/db/client";
import { migrateToLatest } from "../server/infra/db/migrate";

try {
  const config = loadConfig();
  const db = createDb(config.database);
  const applied = await migrateToLatest(db);
  await db.destroy();
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} catch (err) {
  console.error(
    err instanceof ConfigError ? `Cannot migrate: ${err.message}` : `Migration failed: ${(err as Error).message}`,
  );
  process.exit(1);
}
