// Exactly once at scale: 1,000 due renewals worked by two instances at once, and by a
// process killed with kill -9 part-way and then resumed. Each is charged once (counted at the
// provider and in the orders) and none is skipped.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";
import { countRenewals, insertSubscriptions, renewalInstance } from "../../../../tests/support/renewal-fixtures";
import { createDb, type Db } from "../../../infra/db/client";
import { CLAIM_LEASE_MS } from "./renewal.service";

const N = 1000;
// About 15 s each alone; beside the browser suite on two cores one took past 120 s (ADR 0053).
const SCALE_TIMEOUT_MS = 300_000;
const clock = { now: new Date("2026-03-02T09:05:00+11:00") };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: "https://shop.test" } });
});
afterAll(() => ctx.dispose());

/** Every subscription of the batch moved on exactly one cycle, with one charge and one paid order each. */
async function expectEachOnce(ids: string[]) {
  const subs = await ctx.db
    .selectFrom("subscriptions")
    .select(["id", "next_cycle", "next_charge_on", "status"])
    .where("id", "in", ids)
    .execute();
  expect(
    subs.filter((s) => s.next_cycle === 2 && s.next_charge_on === "2026-03-30" && s.status === "active"),
  ).toHaveLength(ids.length);
  const perSub = await ctx.db
    .selectFrom("test_charges as t")
    .innerJoin("orders as o", "o.id", "t.order_id")
    .select(["o.subscription_id", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("o.subscription_id", "in", ids)
    .groupBy("o.subscription_id")
    .execute();
  expect(perSub).toHaveLength(ids.length);
  expect(perSub.every((r) => Number(r.n) === 1)).toBe(true);
  const orders = await ctx.db
    .selectFrom("orders")
    .select(["subscription_id", "status"])
    .where("subscription_id", "in", ids)
    .execute();
  expect(orders).toHaveLength(ids.length);
  expect(orders.every((o) => o.status === "paid")).toBe(true);
}

describe("1,000 due renewals", () => {
  it(
    "worked by two instances at once: each charged exactly once, none skipped",
    { timeout: SCALE_TIMEOUT_MS },
    async () => {
      const ids = await insertSubscriptions(ctx, N, { nextChargeOn: "2026-03-02" });
      const before = await countRenewals(ctx.db);
      // On PostgreSQL the second instance has its own pool, as a second process would; SQLite is one
      // process, whose overlapping runs share its connection.
      const dbB: Db = inject("dialect") === "postgres" ? createDb(ctx.config.database) : ctx.db;
      const b = renewalInstance(ctx, dbB, { instance: "b" });
      const started = Date.now();
      const [ra, rb] = await Promise.all([ctx.services.subscriptions.renewals.runDue(), b.renewals.runDue()]);
      const ms = Date.now() - started;
      b.close();
      if (dbB !== ctx.db) await dbB.destroy();
      console.warn(`two instances, ${N} renewals: ${ms} ms (a ${ra.paid}, b ${rb.paid})`);
      expect(ra.claimed + rb.claimed).toBe(N);
      expect(ra.paid + rb.paid).toBe(N);
      expect(ra.errors + rb.errors).toBe(0);
      expect(await countRenewals(ctx.db)).toEqual({ charges: before.charges + N, paidOrders: before.paidOrders + N });
      await expectEachOnce(ids);
    },
  );

  it(
    "a process killed with kill -9 part-way, then resumed: each charged exactly once, none skipped",
    { timeout: SCALE_TIMEOUT_MS },
    async () => {
      const ids = await insertSubscriptions(ctx, N, { nextChargeOn: "2026-03-02" });
      const before = await countRenewals(ctx.db);
      // Node itself (tsx as a loader, not its CLI, which would run the script in a grandchild).
      const child = spawn(process.execPath, ["--import", "tsx", "tests/support/renewal-worker.ts"], {
        env: {
          PATH: process.env.PATH ?? "",
          DATABASE_URL: ctx.config.database.dialect === "postgres" ? ctx.config.database.url : ctx.config.database.file,
          DATA_DIR: ctx.config.dataDir,
          CLOCK: clock.now.toISOString(),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output: string[] = [];
      child.stdout.on("data", (c: Buffer) => output.push(String(c)));
      child.stderr.on("data", (c: Buffer) => output.push(String(c)));
      const exited = new Promise((r) => child.once("exit", r));
      // Killed once it has charged some of them, in the middle of a batch of claims (200 a batch).
      for (;;) {
        const { charges } = await countRenewals(ctx.db);
        if (charges - before.charges >= 250) break;
        if (child.exitCode !== null) throw new Error(`the worker ended first:\n${output.join("")}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      child.kill("SIGKILL");
      await exited;
      const atKill = await countRenewals(ctx.db);
      expect(atKill.charges - before.charges).toBeLessThan(N);

      // The next run finds the claimed cycles once their lease has passed, and finishes them.
      clock.now = new Date(clock.now.getTime() + CLAIM_LEASE_MS + 60_000);
      const report = await ctx.services.subscriptions.renewals.runDue();
      expect(report.errors).toBe(0);
      // What it had claimed and not finished is taken over; what it had not reached is claimed now.
      expect(report.resumed).toBeGreaterThan(0);
      expect(report.claimed).toBeGreaterThan(0);
      console.warn(
        `killed after ${atKill.charges - before.charges} charges; resumed ${report.resumed}, claimed ${report.claimed}, paid ${report.paid}`,
      );
      expect(await countRenewals(ctx.db)).toEqual({ charges: before.charges + N, paidOrders: before.paidOrders + N });
      await expectEachOnce(ids);
    },
  );
});
