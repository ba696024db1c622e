// SQLite checkpoints (copying the log into the database file, with a flush before and after) run
// inside whichever commit crosses 1,000 log pages: on the event loop, every second or two under
// checkout load. In the built server they move to a worker thread (checkpointer.worker.ts) and
// the server's own connection stops checkpointing (docs/decisions/0017).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

export type Checkpointer = { stop(): void };

/** The worker's built file, next to the bundled server; absent when running from source (tests, tsx). */
export function builtWorkerFile(): string | null {
  const file = fileURLToPath(new URL("./checkpointer.js", import.meta.url));
  return existsSync(file) ? file : null;
}

export function startCheckpointer(
  dbFile: string,
  workerFile: string,
  opts: { everyMs?: number; onError?: (message: string) => void } = {},
): Checkpointer {
  const worker = new Worker(workerFile, { workerData: { file: dbFile, everyMs: opts.everyMs ?? 200 } });
  worker.unref();
  worker.on("message", (m: { error?: string }) => m.error && opts.onError?.(m.error));
  worker.on("error", (e) => opts.onError?.(String(e)));
  return {
    // Called as the server's connection closes: a checkpoint cut short is safe (SQLite resumes
    // it), and the worker must not hold the file open while the server's close checkpoints.
    stop: () => void worker.terminate(),
  };
}
