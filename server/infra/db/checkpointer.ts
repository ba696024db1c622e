// SQLite checkpoints (copying the log into the database file, with a flush before and after) run
// inside whichever commit crosses 1,000 log pages: on the event loop, every second or two under
// checkout load. In the built server they move to a worker thread (checkpointer.worker.ts) and
// the server's own connection stops checkpointing (docs/decisions/0017). The worker restarts the
// log once it passes restartBytes, holding group commit back through the gate for that moment.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { WalGate } from "./wal-gate";

export type Checkpointer = { stop(): void };

/** Past this the log is restarted (and a restarted log is cut back to it; ADR 0017, "a log that stays bounded"). */
export const WAL_RESTART_BYTES = 32 * 1024 * 1024;
/** The longest the gate stays held, whatever the worker does: writes never wait longer. */
const MAX_HOLD_MS = 2000;

/** The worker's built file, next to the bundled server; absent when running from source (tests, tsx). */
export function builtWorkerFile(): string | null {
  const file = fileURLToPath(new URL("./checkpointer.js", import.meta.url));
  return existsSync(file) ? file : null;
}

export function startCheckpointer(
  dbFile: string,
  workerFile: string,
  opts: { everyMs?: number; restartBytes?: number; gate?: WalGate; onError?: (message: string) => void } = {},
): Checkpointer {
  const worker = new Worker(workerFile, {
    workerData: { file: dbFile, everyMs: opts.everyMs ?? 200, restartBytes: opts.restartBytes ?? WAL_RESTART_BYTES },
  });
  worker.unref();
  let release: (() => void) | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const releaseGate = () => {
    clearTimeout(timer);
    release?.();
    release = null;
  };
  worker.on("message", (m: { error?: string; hold?: boolean; release?: boolean }) => {
    if (m.error) opts.onError?.(m.error);
    if (m.release) releaseGate();
    if (!m.hold) return;
    if (!opts.gate) return void worker.postMessage("held"); // no group commit to hold back
    void opts.gate.hold().then((r) => {
      if (stopped) return r();
      release = r;
      timer = setTimeout(releaseGate, MAX_HOLD_MS);
      worker.postMessage("held");
    });
  });
  worker.on("error", (e) => {
    releaseGate();
    opts.onError?.(String(e));
  });
  return {
    // Called as the server's connection closes: a checkpoint cut short is safe (SQLite resumes
    // it), and the worker must not hold the file open while the server's close checkpoints.
    stop: () => {
      stopped = true;
      releaseGate();
      void worker.terminate();
    },
  };
}
