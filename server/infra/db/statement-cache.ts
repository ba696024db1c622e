// Kysely's SQLite driver prepares every query anew, and preparing (parsing and planning the SQL)
// cost about as much as running it: 15% of a checkout's CPU under load. Queries built
// by Kysely repeat the same SQL text with other parameters, so a prepared statement per text is
// kept and reused. Bounded, because an IN list of a new length is a new text.
import type SQLite from "better-sqlite3";

export type CachingDatabase = {
  prepare(sql: string): SQLite.Statement;
  close(): void;
  readonly inTransaction: boolean;
};

export function withStatementCache(
  db: SQLite.Database,
  opts: { max?: number; beforeClose?: () => void } = {},
): CachingDatabase {
  const max = opts.max ?? 500;
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const hit = cache.get(sql);
      // A statement still being iterated (a streamed query) cannot run again until it ends.
      if (hit && !hit.busy) {
        // Most recently used last, so the oldest is the first to go.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const stmt = db.prepare(sql);
      if (!hit) {
        cache.set(sql, stmt);
        if (cache.size > max) cache.delete(cache.keys().next().value!);
      }
      return stmt;
    },
    close: () => {
      opts.beforeClose?.();
      cache.clear();
      db.close();
    },
    get inTransaction() {
      return db.inTransaction;
    },
  };
}
