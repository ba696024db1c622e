// The orders CSV written by a worker thread with its own read-only SQLite connection (issue 25):
// reading a million orders and formatting them no longer takes turns with checkout on the
// server's event loop, and the garbage a batch leaves is collected in a small heap of its own
// (order-export.ts caps it) instead of growing the server's. Chunks go back one per request
// ('next'), so the worker never runs ahead of the client that downloads them.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "../../infra/db/schema";
import { orderCsvChunks } from "./order-csv-export";
import type { OrderListFilter } from "./order-list.repository";

export type ExportWorkerData = { file: string; timeZone: string; filter: OrderListFilter };
export type ExportWorkerMessage = { chunk: Uint8Array } | { done: true } | { error: string };

const port = parentPort!;
const { file, timeZone, filter } = workerData as ExportWorkerData;
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma("busy_timeout = 5000");
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
const chunks = orderCsvChunks(db, timeZone, filter);
const encoder = new TextEncoder();

async function finish() {
  await db.destroy();
  port.close();
}

port.on("message", async (m: "next" | "stop") => {
  try {
    if (m === "stop") {
      await chunks.return(undefined);
      return await finish();
    }
    const { done, value } = await chunks.next();
    if (done) {
      port.postMessage({ done: true } satisfies ExportWorkerMessage);
      return await finish();
    }
    const bytes = encoder.encode(value);
    port.postMessage({ chunk: bytes } satisfies ExportWorkerMessage, [bytes.buffer]);
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies ExportWorkerMessage);
    await finish();
  }
});
