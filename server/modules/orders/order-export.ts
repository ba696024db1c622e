// Runs the orders CSV in a worker thread (order-export.worker.ts) when the shop's database is a
// SQLite file; the built server has the worker bundled beside it, and from source (tests, tsx)
// Node loads the TypeScript file through tsx.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ExportWorkerData, ExportWorkerMessage } from "./order-export.worker";

/**
 * The worker's heap: a batch's rows and text are a few megabytes; a small young generation is
 * collected often, so the export's memory stays flat instead of growing with its size.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 };

function startWorker(data: ExportWorkerData): Worker {
  const built = fileURLToPath(new URL("./order-export.js", import.meta.url));
  if (existsSync(built)) return new Worker(built, { workerData: data, resourceLimits: WORKER_LIMITS });
  const source = fileURLToPath(new URL("./order-export.worker.ts", import.meta.url));
  return new Worker(source, { workerData: data, resourceLimits: WORKER_LIMITS, execArgv: ["--import", "tsx"] });
}

/** The CSV's chunks as the worker writes them, each asked for when the previous one was taken. */
export async function* workerCsvChunks(data: ExportWorkerData): AsyncGenerator<Uint8Array> {
  const worker = startWorker(data);
  let failure: Error | null = null;
  let waiting: ((m: ExportWorkerMessage) => void) | null = null;
  const fail = (err: Error) => {
    failure = err;
    waiting?.({ error: err.message });
  };
  worker.on("message", (m: ExportWorkerMessage) => waiting?.(m));
  worker.on("error", fail);
  worker.on("exit", (code) => code !== 0 && fail(new Error(`The export stopped (worker exit code ${code})`)));
  let finished = false;
  try {
    for (;;) {
      if (failure) throw failure;
      const message = await new Promise<ExportWorkerMessage>((resolve) => {
        waiting = resolve;
        worker.postMessage("next");
      });
      waiting = null;
      if ("error" in message) throw new Error(message.error);
      if ("done" in message) {
        finished = true;
        return;
      }
      yield message.chunk;
    }
  } finally {
    // The client went away (or the export failed): the worker stops reading and goes.
    if (!finished) await worker.terminate();
  }
}
