import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { createDb, type Db } from "../db/client";
import { createPeriodicRunner, type PeriodicRunner } from "./periodic";

const HOUR = 60 * 60 * 1000;
const clock = { now: new Date("2026-06-01T00:00:00.000Z") };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now });
});
afterAll(() => ctx.dispose());

const runner = (db: Db) =>
  createPeriodicRunner({ db, dialect: ctx.config.database.dialect, logger: ctx.logger, clock: () => clock.now });

describe("periodic jobs", () => {
  it("run once per period in one process", async () => {
    const r = runner(ctx.db);
    let runs = 0;
    const job = async () => void runs++;
    expect(await r.runIfDue("count-a", HOUR, job)).toBe(true);
    expect(await r.runIfDue("count-a", HOUR, job)).toBe(false);
    clock.now = new Date(clock.now.getTime() + HOUR - 1);
    expect(await r.runIfDue("count-a", HOUR, job)).toBe(false);
    clock.now = new Date(clock.now.getTime() + 1);
    expect(await r.runIfDue("count-a", HOUR, job)).toBe(true);
    expect(runs).toBe(2);
  });

  it("a job that fails is tried again at the next tick", async () => {
    const r = runner(ctx.db);
    await expect(r.runIfDue("flaky", HOUR, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await r.runIfDue("flaky", HOUR, async () => {})).toBe(true);
  });

  it("tells each run's outcome, a failure with its message (the System screen shows it)", async () => {
    const heard: unknown[][] = [];
    const r = createPeriodicRunner({
      db: ctx.db,
      dialect: ctx.config.database.dialect,
      logger: ctx.logger,
      clock: () => clock.now,
      onRun: (...args) => void heard.push(args),
    });
    await expect(r.runIfDue("told", HOUR, () => Promise.reject(new Error("disk full")))).rejects.toThrow();
    await r.runIfDue("told", HOUR, async () => {});
    expect(heard).toEqual([
      ["told", "failed", "disk full"],
      ["told", "ok", null],
    ]);
  });
});

// Several instances are several processes on one PostgreSQL database: here, two runners with
// their own connection pools.
describe.skipIf(inject("dialect") !== "postgres")("periodic jobs across instances", () => {
  let a: PeriodicRunner;
  let b: PeriodicRunner;
  let dbB: Db;
  beforeAll(() => {
    dbB = createDb(ctx.config.database);
    a = runner(ctx.db);
    b = runner(dbB);
  });
  afterAll(() => dbB?.destroy());

  it("two instances ticking together: the job runs once, and not again until its period has passed", async () => {
    let runs = 0;
    const slowJob = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 300));
    };
    const first = await Promise.all([a.runIfDue("sweep-x", HOUR, slowJob), b.runIfDue("sweep-x", HOUR, slowJob)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // The other instance ticking after the run sees it recorded.
    expect(await b.runIfDue("sweep-x", HOUR, slowJob)).toBe(false);
    expect(await a.runIfDue("sweep-x", HOUR, slowJob)).toBe(false);
    clock.now = new Date(clock.now.getTime() + HOUR);
    const second = await Promise.all([b.runIfDue("sweep-x", HOUR, slowJob), a.runIfDue("sweep-x", HOUR, slowJob)]);
    expect(second.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
  });
});
