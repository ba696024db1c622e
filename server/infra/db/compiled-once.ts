// A query whose text and parameters are the same every time it runs (a list's first page under
// one filter) is built and compiled by Kysely once per database, not on every request: for the
// Orders list's merged per-status page, building and compiling cost more than SQLite's run of it.
// Only the statement is kept; every call still reads the database afresh.
import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./client";

/** Keys are a handful of filters × page sizes; past this many, the cache starts again. */
const MAX_PER_DB = 64;
const byDb = new WeakMap<Db, Map<string, CompiledQuery>>();

/** The compiled form of `build()`, built the first time `key` is asked of this database. */
export function compiledOnce<R>(db: Db, key: string, build: () => Compilable<R>): CompiledQuery<R> {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = new Map()));
  const kept = cache.get(key);
  if (kept) return kept as CompiledQuery<R>;
  if (cache.size >= MAX_PER_DB) cache.clear();
  const compiled = build().compile();
  cache.set(key, compiled);
  return compiled;
}
