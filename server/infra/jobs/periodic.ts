// Periodic work (the hourly sweeps) that must happen once per period however many instances
// run. On PostgreSQL each instance ticks, and a tick runs a job only while holding a
// transaction-scoped advisory lock for it (pg_try_advisory_xact_lock: the others skip at once,
// never wait) and only when job_runs says its period has passed; the run is recorded in the
// same transaction, so a job that fails is tried again at the next tick. On SQLite there is
// one process: the period is kept in memory, as before.
import { sql } from "kysely";
import type { Db } from "../db/client";
import type { Logger } from "../../logger";

/** The first key of every advisory lock this shop takes (the second is the job's name hashed). */
const LOCK_CLASS = 727_001;

export type PeriodicRunner = {
  /** Runs `job` unless it ran within `periodMs` (on any instance); answers whether it ran here. */
  runIfDue(name: string, periodMs: number, job: () => Promise<void>): Promise<boolean>;
};

export function createPeriodicRunner(deps: {
  db: Db;
  dialect: "sqlite" | "postgres";
  logger: Logger;
  clock: () => Date;
  /** Each run's outcome (metrics, the System screen), a failure with its error's message. */
  onRun?: (name: string, outcome: "ok" | "failed", message: string | null) => void;
}): PeriodicRunner {
  const { db, logger, clock } = deps;
  const counted = async (name: string, job: () => Promise<void>) => {
    try {
      await job();
      deps.onRun?.(name, "ok", null);
    } catch (err) {
      deps.onRun?.(name, "failed", err instanceof Error ? err.message : String(err));
      throw err;
    }
  };
  const ran = (name: string) => logger.info({ job: name }, `periodic job ran: ${name}`);

  if (deps.dialect === "sqlite") {
    const lastRun = new Map<string, number>();
    const running = new Set<string>();
    return {
      async runIfDue(name, periodMs, job) {
        const now = clock().getTime();
        if (running.has(name) || now - (lastRun.get(name) ?? -Infinity) < periodMs) return false;
        running.add(name);
        try {
          await counted(name, job);
          lastRun.set(name, now);
          ran(name);
          return true;
        } finally {
          running.delete(name);
        }
      },
    };
  }

  return {
    runIfDue(name, periodMs, job) {
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_xact_lock(${LOCK_CLASS}, hashtext(${name})) as locked`.execute(trx);
        if (!rows[0]?.locked) return false;
        const now = clock();
        const last = await trx.selectFrom("job_runs").select("last_run_at").where("name", "=", name).executeTakeFirst();
        if (last && now.getTime() - Date.parse(last.last_run_at) < periodMs) return false;
        await counted(name, job);
        await trx
          .insertInto("job_runs")
          .values({ name, last_run_at: now.toISOString() })
          .onConflict((oc) => oc.column("name").doUpdateSet({ last_run_at: now.toISOString() }))
          .execute();
        ran(name);
        return true;
      });
    },
  };
}
