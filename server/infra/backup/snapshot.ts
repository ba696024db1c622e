// A consistent copy of the live SQLite database, checked, written off the event loop: the
// worker (snapshot.worker.ts) runs VACUUM INTO and PRAGMA integrity_check on the copy.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/** The built worker beside the bundled server, else the source file (Node runs TypeScript). */
function workerFile(): string {
  const built = fileURLToPath(new URL("./snapshot.js", import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL("./snapshot.worker.ts", import.meta.url));
}

export function snapshotDatabase(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), { workerData: { source, target } });
    worker.once("message", (m: { ok?: true; error?: string }) =>
      m.ok ? resolve() : reject(new Error(m.error ?? "snapshot failed")),
    );
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`snapshot worker exited with ${code}`)));
  });
}
