// Analytics writes never stand in a shopper's way: a beacon's event is kept in memory and answered
// at once; the buffer is written every second, or sooner once it holds a batch, at most a batch a
// transaction, one write at a time, and the loop gets a turn between batches (a backlog is never
// one long write that a checkout waits behind). While the database is away the buffer stops
// growing at its cap and further events are dropped (counted), never retried into an unbounded queue.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Logger } from "../../logger";

export type EventBuffer<T> = {
  push(row: T): void;
  /** Writes everything buffered now (tests, shutdown). */
  flush(): Promise<void>;
  stats(): { written: number; dropped: number; failed: number };
  close(): Promise<void>;
};

export function createEventBuffer<T>(opts: {
  write(rows: T[]): Promise<void>;
  logger: Logger;
  everyMs?: number;
  batch?: number;
  cap?: number;
}): EventBuffer<T> {
  const everyMs = opts.everyMs ?? 1000;
  const batch = opts.batch ?? 500;
  const cap = opts.cap ?? 20_000;
  let rows: T[] = [];
  let writing: Promise<void> | null = null;
  let written = 0;
  let dropped = 0;
  let failed = 0;

  async function writeOut(): Promise<void> {
    while (rows.length > 0) {
      const taken = rows.length > batch ? rows.splice(0, batch) : rows;
      if (taken === rows) rows = [];
      try {
        await opts.write(taken);
        written += taken.length;
      } catch (err) {
        failed += taken.length;
        opts.logger.warn({ err, events: taken.length }, "analytics events could not be written; dropped");
        return;
      }
      if (rows.length > 0) await nextTurn();
    }
  }

  function flush(): Promise<void> {
    writing ??= writeOut().finally(() => {
      writing = null;
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();

  return {
    push(row) {
      if (rows.length >= cap) {
        dropped++;
        return;
      }
      rows.push(row);
      if (rows.length >= batch) void flush();
    },
    async flush() {
      // A write under way may have begun before the latest rows: wait for it, then write the rest.
      if (writing) await writing;
      await flush();
    },
    stats: () => ({ written, dropped, failed }),
    async close() {
      clearInterval(timer);
      if (writing) await writing;
      await flush();
    },
  };
}
