// Runs in a worker thread (checkpointer.ts): copies committed pages from SQLite's write-ahead log
// into the database file on a connection of its own, so neither the copying nor the two flushes
// a checkpoint takes ever stall the server's event loop. PASSIVE never waits for, nor blocks, the
// server's writer; the log restarts once a checkpoint has caught up.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new SQLite(file);
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 100");

setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    // Busy or an I/O error: the next round tries again; the server logs it.
    parentPort?.postMessage({ error: String(error) });
  }
}, everyMs);
