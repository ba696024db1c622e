// Runs in a worker thread (checkpointer.ts): copies committed pages from SQLite's write-ahead log
// into the database file on a connection of its own, so neither the copying nor the two flushes
// a checkpoint takes ever stall the server's event loop. PASSIVE never waits for, nor blocks, the
// server's writer, but under writes that never pause it never catches up either, and the log only
// restarts once a checkpoint has caught up: it grew to 3 GB in a 5-minute soak. So once
// the log passes restartBytes the worker asks the server to hold its group commit back, and while
// it is held runs RESTART: what PASSIVE just left is copied and the next write starts the log
// again from its beginning (journal_size_limit cuts the file back to restartBytes). RESTART
// rather than TRUNCATE: a file cut to nothing must grow again, which costs every later commit.
import { statSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

const { file, everyMs, restartBytes } = workerData as { file: string; everyMs: number; restartBytes: number };
const db = new SQLite(file);
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 100");
db.pragma(`journal_size_limit = ${restartBytes}`);

const walBytes = () => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

/** Asked the server to hold its writes; nothing else runs until it answers and RESTART ends. */
let restarting = false;
/**
 * After a RESTART that found a reader in the way (a backup's long read, VACUUM INTO), no hold is
 * asked for a while: each try would hold group commit back for the busy timeout, for nothing.
 */
let quietUntil = 0;
const QUIET_AFTER_BUSY_MS = 5000;

setInterval(() => {
  if (restarting) return;
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    // Busy or an I/O error: the next round tries again; the server logs it.
    parentPort?.postMessage({ error: String(error) });
  }
  if (walBytes() > restartBytes && Date.now() >= quietUntil) {
    restarting = true;
    parentPort?.postMessage({ hold: true });
  }
}, everyMs);

// The server holds its group commit back, then says "held".
parentPort?.on("message", (m: unknown) => {
  if (m !== "held") return;
  try {
    // Busy (a write outside group commit, a long read): the log keeps growing until a later round.
    const [result] = db.pragma("wal_checkpoint(RESTART)") as { busy: number }[];
    if (result?.busy) quietUntil = Date.now() + QUIET_AFTER_BUSY_MS;
  } catch (error) {
    parentPort?.postMessage({ error: String(error) });
  } finally {
    restarting = false;
    parentPort?.postMessage({ release: true, walBytes: walBytes() });
  }
});
