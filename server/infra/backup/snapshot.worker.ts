// Runs in a worker thread (snapshot.ts): VACUUM INTO writes a consistent copy of the live
// database (one read transaction: what was committed when it began, never a half-written page)
// without blocking the server's writers, and off the server's event loop. Then the copy's
// integrity is checked. Imports nothing of ours, so Node can run it from source too.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

const { source, target } = workerData as { source: string; target: string };
try {
  const db = new SQLite(source, { readonly: true });
  db.pragma("busy_timeout = 5000");
  db.prepare("VACUUM INTO ?").run(target);
  db.close();
  const copy = new SQLite(target, { readonly: true });
  const check = copy.pragma("integrity_check", { simple: true });
  copy.close();
  parentPort?.postMessage(check === "ok" ? { ok: true } : { error: `integrity_check: ${String(check)}` });
} catch (error) {
  parentPort?.postMessage({ error: String(error) });
}
