// Group commit: on SQLite every commit waits for the disk (synchronous=FULL), so a
// commit per checkout caps checkouts at the disk's flushes per second. Work that arrives while a
// commit is under way waits for it, then all of it runs in one transaction and one flush: each
// piece inside a savepoint of its own, so a piece that fails is rolled back alone and its
// neighbours still commit. Every caller is answered only after the commit that holds its work.
// The first piece after a quiet spell starts at once: batching adds no wait when there is no load.
//
// With syncWal (SQLite with a file), the batch commits without SQLite's own flush and the log is
// flushed from the thread pool instead (wal-sync.ts): the event loop, which better-sqlite3 blocks
// for the whole flush otherwise (3 ms on this machine's disk), takes the next requests and even
// commits the next batch meanwhile. Every piece is still answered only after a flush that began
// after its commit, so an answered checkout is on the disk exactly as with synchronous=FULL,
// which stays the connection's setting for every other write (docs/decisions/0017).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema";
import type { Db } from "./client";
import type { WalSync } from "./wal-sync";
import type { WalGate } from "./wal-gate";

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

export type GroupCommit = {
  run<T>(work: Work<T>): Promise<T>;
  /** Commits so far and the pieces they carried (for tests and the benchmark's curiosity). */
  stats(): { commits: number; pieces: number };
};

type Pending = { work: Work<unknown>; resolve(v: unknown): void; reject(e: unknown): void };
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export function createGroupCommit(
  db: Db,
  opts: { maxBatch?: number; syncWal?: WalSync; gate?: WalGate } = {},
): GroupCommit {
  const maxBatch = opts.maxBatch ?? 64;
  const { syncWal, gate } = opts;
  const queue: Pending[] = [];
  let flushing = false;
  let commits = 0;
  let pieces = 0;

  /**
   * Runs the batch in one transaction on db. Committed: each piece's outcome. Not committed:
   * every piece has heard the batch's failure (or its own) and the answer is null.
   */
  async function commitBatch(batch: Pending[], db: Kysely<Database>): Promise<Outcome[] | null> {
    const outcomes: Outcome[] = [];
    let trx;
    try {
      trx = await db.startTransaction().execute();
    } catch (error) {
      for (const p of batch) p.reject(error);
      return null;
    }
    try {
      for (const p of batch) {
        const sp = await trx.savepoint("piece").execute();
        try {
          outcomes.push({ ok: true, value: await p.work(sp) });
          await sp.releaseSavepoint("piece").execute();
        } catch (error) {
          // A failure of the piece itself; if even the rollback fails the transaction is gone
          // (disk full ends it in SQLite) and the outer catch fails the whole batch.
          await sp.rollbackToSavepoint("piece").execute();
          await sp.releaseSavepoint("piece").execute();
          outcomes.push({ ok: false, error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      batch.forEach((p, i) => {
        const own = outcomes[i];
        p.reject(own && !own.ok ? own.error : error);
      });
      return null;
    }
    commits++;
    pieces += batch.length;
    return outcomes;
  }

  /** Answers a committed batch; after a failed flush the commit's fate is unknown, so nobody hears it succeeded. */
  function answer(batch: Pending[], outcomes: Outcome[], flushError?: unknown): void {
    batch.forEach((p, i) => {
      const o = outcomes[i]!;
      if (!o.ok) p.reject(o.error);
      else if (flushError !== undefined) p.reject(flushError);
      else p.resolve(o.value);
    });
  }

  async function runBatch(batch: Pending[]): Promise<void> {
    if (!syncWal) {
      const outcomes = await commitBatch(batch, db);
      if (outcomes) answer(batch, outcomes);
      return;
    }
    // The connection stays ours from the first pragma to the last: no other write can commit
    // while synchronous is relaxed.
    let outcomes: Outcome[] | null = null;
    try {
      await db.connection().execute(async (conn) => {
        await sql`pragma synchronous = normal`.execute(conn);
        try {
          outcomes = await commitBatch(batch, conn);
        } finally {
          await sql`pragma synchronous = full`.execute(conn);
        }
      });
    } catch (error) {
      // The connection itself failed (before the batch began, or restoring the setting).
      if (!outcomes) for (const p of batch) p.reject(error);
    }
    const committed: Outcome[] | null = outcomes;
    if (!committed) return;
    // Not awaited: the next batch runs while the disk flushes this one.
    syncWal().then(
      () => answer(batch, committed),
      (error: unknown) => answer(batch, committed, error),
    );
  }

  async function flush(): Promise<void> {
    flushing = true;
    try {
      while (queue.length > 0) {
        // Held while the checkpointer restarts the log (wal-gate.ts): the queue grows meanwhile
        // and the next batch takes it.
        if (gate) await gate.enter();
        try {
          await runBatch(queue.splice(0, maxBatch));
        } finally {
          gate?.leave();
        }
        // better-sqlite3 writes synchronously, so requests that arrived during the flush are only
        // read when the event loop turns: let it turn so their work joins the next batch.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      flushing = false;
    }
  }

  return {
    run<T>(work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work: work as Work<unknown>, resolve: resolve as (v: unknown) => void, reject });
        if (!flushing) void flush();
      });
    },
    stats: () => ({ commits, pieces }),
  };
}
