// Flushes SQLite's write-ahead log to the disk from libuv's thread pool, so the event loop keeps
// serving while the disk works (group commit, docs/decisions/0017). Calls that arrive
// while a flush is under way share the next one, which starts when it ends: a flush covers every
// commit made before it began, never one made during it.
import { open } from "node:fs/promises";

export type WalSync = () => Promise<void>;

export function createWalSync(walFile: string): WalSync {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  async function flush(): Promise<void> {
    // Opened per flush: SQLite may recreate the file (a journal-mode change), and an fd held on
    // the old one would flush nothing. fsync on any descriptor flushes the file's data.
    const file = await open(walFile, "r");
    try {
      await file.sync();
    } finally {
      await file.close();
    }
  }

  function start(): Promise<void> {
    running = flush().finally(() => {
      running = null;
    });
    return running;
  }

  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
