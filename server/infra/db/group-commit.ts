// Group commit (issue 14): on SQLite every commit waits for the disk (synchronous=FULL), so a
// commit per checkout caps checkouts at the disk's flushes per second. Work that arrives while a
// commit is under way waits for it, then all of it runs in one transaction and one flush: each
// piece inside a savepoint of its own, so a piece that fails is rolled back alone and its
// neighbours still commit. Every caller is answered only after the commit that holds its work.
// The first piece after a quiet spell starts at once: batching adds no wait when there is no load.
import type { Transaction } from "kysely";
import type { Database } from "./schema";
import type { Db } from "./client";

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

export type GroupCommit = {
  run<T>(work: Work<T>): Promise<T>;
  /** Commits so far and the pieces they carried (for tests and the benchmark's curiosity). */
  stats(): { commits: number; pieces: number };
};

type Pending = { work: Work<unknown>; resolve(v: unknown): void; reject(e: unknown): void };

export function createGroupCommit(db: Db, opts: { maxBatch?: number } = {}): GroupCommit {
  const maxBatch = opts.maxBatch ?? 64;
  const queue: Pending[] = [];
  let flushing = false;
  let commits = 0;
  let pieces = 0;

  async function commitBatch(batch: Pending[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    let trx;
    try {
      trx = await db.startTransaction().execute();
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
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
      // Nothing of this batch is committed: every piece hears the batch's failure, or its own.
      batch.forEach((p, i) => {
        const own = outcomes[i];
        p.reject(own && !own.ok ? own.error : error);
      });
      return;
    }
    commits++;
    pieces += batch.length;
    batch.forEach((p, i) => {
      const o = outcomes[i]!;
      if (o.ok) p.resolve(o.value);
      else p.reject(o.error);
    });
  }

  async function flush(): Promise<void> {
    flushing = true;
    try {
      while (queue.length > 0) {
        await commitBatch(queue.splice(0, maxBatch));
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
