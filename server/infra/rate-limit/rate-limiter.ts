// A fixed-window counter per key. Generic: the key says what is limited
// ("contact:203.0.113.7", "checkout:…"). Two stores, one behaviour: in the database
// when several instances share it (PostgreSQL), in memory when the shop is one
// process (SQLite), where a counter write per request would cost a durable commit.
import type { Db } from "../db/client";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; remaining: number };

export type RateLimiter = {
  /** Counts one hit for key; allowed while the window's count is within the limit. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** The window's count so far, without counting: refused once hits have gone past the limit. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Deletes counters whose window started before olderThanMs ago. */
  prune(olderThanMs?: number): Promise<number>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A window's count against its limit; msLeft is how long until the window ends. */
function resultOf(count: number, limit: number, msLeft: number): RateLimitResult {
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

export function createRateLimiter(deps: { db: Db; clock: () => Date }): RateLimiter {
  const { db, clock } = deps;
  let hitsSincePrune = 0;

  async function prune(olderThanMs = DAY_MS): Promise<number> {
    const before = new Date(clock().getTime() - olderThanMs).toISOString();
    const r = await db.deleteFrom("rate_limits").where("window_start", "<", before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  return {
    async hit(key, { limit, windowMs }) {
      const nowMs = clock().getTime();
      const startMs = Math.floor(nowMs / windowMs) * windowMs;
      const windowStart = new Date(startMs).toISOString();
      // One statement, so concurrent hits on any instance count correctly.
      const row = await db
        .insertInto("rate_limits")
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet((eb) => ({
            count: eb
              .case()
              .when("rate_limits.window_start", "=", eb.ref("excluded.window_start"))
              .then(eb("rate_limits.count", "+", 1))
              .else(1)
              .end(),
            window_start: eb.ref("excluded.window_start"),
          })),
        )
        .returning("count")
        .executeTakeFirstOrThrow();
      if (++hitsSincePrune >= 500) {
        hitsSincePrune = 0;
        await prune();
      }
      return resultOf(Number(row.count), limit, startMs + windowMs - nowMs);
    },
    async peek(key, { limit, windowMs }) {
      const nowMs = clock().getTime();
      const startMs = Math.floor(nowMs / windowMs) * windowMs;
      const row = await db
        .selectFrom("rate_limits")
        .select("count")
        .where("key", "=", key)
        .where("window_start", "=", new Date(startMs).toISOString())
        .executeTakeFirst();
      return resultOf(Number(row?.count ?? 0), limit, startMs + windowMs - nowMs);
    },
    prune,
  };
}

/**
 * The same fixed windows in this process's memory: exact for a single-process shop, and free of
 * the disk commit a database counter costs on every request. A restart forgets the counts.
 */
export function createMemoryRateLimiter(deps: { clock: () => Date }): RateLimiter {
  const windows = new Map<string, { startMs: number; endMs: number; count: number }>();
  let hitsSincePrune = 0;

  /** Forgets windows that have ended (they no longer limit anything) or began before olderThanMs ago. */
  async function prune(olderThanMs = DAY_MS): Promise<number> {
    const nowMs = deps.clock().getTime();
    let removed = 0;
    for (const [key, w] of windows) {
      if (w.endMs <= nowMs || w.startMs < nowMs - olderThanMs) {
        windows.delete(key);
        removed++;
      }
    }
    return removed;
  }

  return {
    async hit(key, { limit, windowMs }) {
      const nowMs = deps.clock().getTime();
      const startMs = Math.floor(nowMs / windowMs) * windowMs;
      const w = windows.get(key);
      const count = w && w.startMs === startMs ? ++w.count : 1;
      if (count === 1) windows.set(key, { startMs, endMs: startMs + windowMs, count });
      if (++hitsSincePrune >= 500) {
        hitsSincePrune = 0;
        await prune();
      }
      return resultOf(count, limit, startMs + windowMs - nowMs);
    },
    async peek(key, { limit, windowMs }) {
      const nowMs = deps.clock().getTime();
      const startMs = Math.floor(nowMs / windowMs) * windowMs;
      const w = windows.get(key);
      return resultOf(w && w.startMs === startMs ? w.count : 0, limit, startMs + windowMs - nowMs);
    },
    prune,
  };
}
