// Opens the database for either dialect. SQLite is tuned so that a committed
// write survives a power cut (WAL + synchronous=FULL) and foreign keys hold.
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from "kysely";
import type { DatabaseConfig } from "../../config";
import type { Database } from "./schema";
import { builtWorkerFile, startCheckpointer, WAL_RESTART_BYTES } from "./checkpointer";
import { createWalGate, type WalGate } from "./wal-gate";
import { withStatementCache, type CachingDatabase } from "./statement-cache";
import { keepPrivateSync, mkdirPrivateSync, PRIVATE_FILE } from "../private-files";

export type Db = Kysely<Database>;

// COUNT(*) and BIGINT come back from pg as strings; integers in this schema fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDb(
  config: DatabaseConfig,
  opts: {
    onConnectionError?: (err: Error) => void;
    onCheckpointError?: (message: string) => void;
    /** Every query's time in seconds (metrics). */
    onQuery?: (seconds: number) => void;
  } = {},
): Db {
  const log = opts.onQuery ? (e: LogEvent) => opts.onQuery!(e.queryDurationMillis / 1000) : undefined;
  if (config.dialect === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, connectionTimeoutMillis: 5000 });
    // A connection the server ends (restart, failover, a dropped test database) must not crash
    // the process. The pool's own listener covers idle connections only; one checked out by a
    // query or transaction emits 'error' too, with nobody listening. Its query fails (answered
    // 503), the pool discards it, and the next query reconnects.
    // The pool re-emits an idle connection's error: it must have a listener, and the one on
    // each connection below has logged it already.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", (err) => opts.onConnectionError?.(err)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    pools.set(db, pool);
    return db;
  }
  const onDisk = config.file !== ":memory:";
  if (onDisk) {
    mkdirPrivateSync(path.dirname(path.resolve(config.file)));
    // Created (or kept) 0600 before SQLite opens it: SQLite gives its -wal and -shm the database's mode.
    closeSync(openSync(config.file, "a", PRIVATE_FILE));
    keepPrivateSync(config.file);
  }
  const sqlite = new SQLite(config.file);
  sqlite.pragma("journal_mode = WAL");
  // A log and index left by an older version (or made under a looser umask) are brought in line.
  if (onDisk) keepPrivateSync(`${config.file}-wal`, `${config.file}-shm`);
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // A log that restarts is cut back to this size, so it shrinks once a burst is over.
  sqlite.pragma(`journal_size_limit = ${WAL_RESTART_BYTES}`);
  // The built server checkpoints from a worker thread; from source, SQLite checkpoints as it commits.
  const workerFile = config.file === ":memory:" ? null : builtWorkerFile();
  const gate = createWalGate();
  const checkpointer = workerFile
    ? startCheckpointer(config.file, workerFile, { gate, onError: (m) => opts.onCheckpointError?.(m) })
    : null;
  if (checkpointer) sqlite.pragma("wal_autocheckpoint = 0");
  const database = withStatementCache(sqlite, { beforeClose: () => checkpointer?.stop() });
  const db = new Kysely<Database>({ dialect: new RollbackSafeSqliteDialect({ database }), log });
  gates.set(db, gate);
  return db;
}

const gates = new WeakMap<Db, WalGate>();
const pools = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL pool behind db (its use, for metrics). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/** The gate group commit passes each batch through, so the checkpointer can restart the log (SQLite). */
export function walGateOf(db: Db): WalGate | undefined {
  return gates.get(db);
}

/**
 * SQLite ends a transaction by itself when a write fails for want of disk or memory
 * (SQLITE_FULL, SQLITE_IOERR…). Kysely then issues ROLLBACK, which fails with "no transaction
 * is active" and hides the real error (a 500 instead of the outage's 503): a rollback with no
 * transaction left is a no-op here.
 */
class RollbackSafeSqliteDialect extends SqliteDialect {
  constructor(private readonly config: { database: CachingDatabase }) {
    super(config);
  }

  override createDriver() {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (!this.config.database.inTransaction) return;
      await rollback(connection);
    };
    return driver;
  }
}

/** A cheap round trip, for the health check. */
export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
