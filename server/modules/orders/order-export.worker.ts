// The orders CSV written by a worker thread with its own read-only SQLite connection:
// reading a million orders and formatting them no longer takes turns with checkout on the
// server's event loop, and the garbage a batch leaves is collected in a small heap of its own
// (order-export.ts caps it) instead of growing the server's. Chunks go back one per request
// ('next'), so the worker never runs ahead of the client that downloads them. When the client
// takes gzip, the worker compresses too: the server's thread then only passes on a tenth of the
// bytes, and their buffers, which its own heap collects late, stay small.
import { once } from "node:events";
import { parentPort, workerData } from "node:worker_threads";
import { createGzip } from "node:zlib";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "../../infra/db/schema";
import { orderCsvChunks } from "./order-csv-export";
import type { OrderListFilter } from "./order-list.repository";

export type ExportWorkerData = { file: string; timeZone: string; filter: OrderListFilter; gzip?: boolean };
export type ExportWorkerMessage = { chunk: Uint8Array } | { done: true } | { error: string };

const port = parentPort!;
const { file, timeZone, filter, gzip } = workerData as ExportWorkerData;
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma("busy_timeout = 5000");
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
const chunks = orderCsvChunks(db, timeZone, filter);
const encoder = new TextEncoder();
// zlib's default level: at 1M orders levels 1, 4 and 6 read at the same pace here (gzip works on
// the thread pool while the worker reads on), and the server's thread holds the fewest bytes at 6.
const gz = gzip ? createGzip() : null;
const compressed: Buffer[] = [];
gz?.on("data", (b: Buffer) => compressed.push(b));

/**
 * The next chunk to send: the text's bytes, or what gzip has made of the text so far. gzip works
 * on the thread pool while the next batch is read, and holds small inputs back until it has a
 * block's worth, so a turn may read several batches before it has bytes to send.
 */
async function nextBytes(): Promise<Uint8Array | null> {
  for (;;) {
    if (gz && compressed.length > 0) return Buffer.concat(compressed.splice(0));
    const { done, value } = await chunks.next();
    if (!gz) return done ? null : encoder.encode(value);
    if (done) {
      if (!gz.writableEnded) {
        gz.end();
        await once(gz, "end");
      }
      return compressed.length > 0 ? Buffer.concat(compressed.splice(0)) : null;
    }
    if (!gz.write(value)) await once(gz, "drain");
  }
}

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
    const bytes = await nextBytes();
    if (!bytes) {
      port.postMessage({ done: true } satisfies ExportWorkerMessage);
      return await finish();
    }
    // A copy of its own to hand over (a Buffer may share a pooled ArrayBuffer).
    const own = new Uint8Array(bytes);
    port.postMessage({ chunk: own } satisfies ExportWorkerMessage, [own.buffer]);
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies ExportWorkerMessage);
    await finish();
  }
});
