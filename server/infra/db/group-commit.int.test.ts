// Group commit on the real database (SQLite, and PostgreSQL when configured): batching, each
// piece's own all-or-nothing, and no answer before the commit.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { createGroupCommit, type Work } from "./group-commit";
import { createWalSync } from "./wal-sync";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.dispose());

const at = new Date(0).toISOString();
const keyOf = (tag: string, i: number) => `gc-${tag}-${i}`;
const insert =
  (key: string): Work<unknown> =>
  (trx) =>
    trx.insertInto("settings").values({ key, value: "{}", updated_at: at }).execute();
const keys = async (prefix: string) =>
  (await ctx.db.selectFrom("settings").select("key").where("key", "like", `${prefix}%`).orderBy("key").execute()).map(
    (r) => r.key,
  );

describe("group commit", () => {
  it("commits pieces that arrive together in fewer transactions, each answered after its commit", async () => {
    const group = createGroupCommit(ctx.db);
    const seen: boolean[] = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        group.run(insert(keyOf("batch", i))).then(async () => {
          // Answered: the row is committed, visible to anyone reading now.
          const row = await ctx.db
            .selectFrom("settings")
            .select("key")
            .where("key", "=", keyOf("batch", i))
            .executeTakeFirst();
          seen.push(row !== undefined);
        }),
      ),
    );
    expect(seen).toHaveLength(30);
    expect(seen.every(Boolean)).toBe(true);
    expect(await keys("gc-batch-")).toHaveLength(30);
    const { commits, pieces } = group.stats();
    expect(pieces).toBe(30);
    expect(commits).toBeLessThan(30);
    expect(commits).toBeGreaterThanOrEqual(2); // the first piece went alone, at once
  });

  it("rolls back a failing piece alone: its neighbours in the batch still commit", async () => {
    const group = createGroupCommit(ctx.db);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        group.run(async (trx) => {
          await insert(keyOf("iso", i))(trx);
          if (i === 3) throw new Error("piece 3 refuses");
          return i;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect((results[3] as PromiseRejectedResult).reason).toEqual(new Error("piece 3 refuses"));
    expect((results[4] as PromiseFulfilledResult<number>).value).toBe(4);
    expect(await keys("gc-iso-")).toEqual([0, 1, 2, 4, 5].map((i) => keyOf("iso", i)));
  });

  it("rolls back a piece whose statement the database refuses, and keeps the rest", async () => {
    const group = createGroupCommit(ctx.db);
    await group.run(insert("gc-dup-taken"));
    const results = await Promise.allSettled([
      group.run(insert("gc-dup-a")),
      group.run(async (trx) => {
        await insert("gc-dup-b")(trx);
        await insert("gc-dup-taken")(trx); // primary key already used
      }),
      group.run(insert("gc-dup-c")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await keys("gc-dup-")).toEqual(["gc-dup-a", "gc-dup-c", "gc-dup-taken"]);
  });
});

// SQLite with a file: the batch commits without SQLite's own flush and the log is flushed off the
// event loop; nobody is answered before the flush that covers their commit.
describe.runIf(inject("dialect") === "sqlite")("group commit with the log flushed off the event loop", () => {
  const synchronous = async () =>
    Number((await sql<{ synchronous: number }>`pragma synchronous`.execute(ctx.db)).rows[0]!.synchronous);

  it("answers each piece only after a flush that began after its commit", async () => {
    const flushes: { release(): void }[] = [];
    const group = createGroupCommit(ctx.db, {
      syncWal: () => new Promise<void>((resolve) => flushes.push({ release: resolve })),
    });
    let answered = 0;
    const runs = Array.from({ length: 5 }, (_, i) => group.run(insert(keyOf("wal", i))).then(() => answered++));
    await vi.waitFor(() => expect(flushes.length).toBeGreaterThan(0));
    // Committed (other readers see it) but not yet flushed: not answered.
    await vi.waitFor(async () => expect(await keys("gc-wal-")).toHaveLength(5));
    expect(answered).toBe(0);
    // Each batch asks for a flush of its own; release them as they come.
    await vi.waitFor(() => {
      flushes.splice(0).forEach((f) => f.release());
      expect(answered).toBe(5);
    });
    await Promise.all(runs);
    expect(answered).toBe(5);
  });

  it("relaxes synchronous only inside its own batch: every other write still commits with FULL", async () => {
    let during = -1;
    const group = createGroupCommit(ctx.db, { syncWal: async () => {} });
    const other = (async () => {
      await new Promise((r) => setTimeout(r, 1));
      // Waits for the batch's connection; by then the setting is back to FULL (2).
      during = await synchronous();
    })();
    await group.run(async (trx) => {
      await insert("gc-sync-a")(trx);
      await new Promise((r) => setTimeout(r, 20));
    });
    await other;
    expect(during).toBe(2);
    expect(await synchronous()).toBe(2);
  });

  it("tells nobody their piece succeeded when the flush fails", async () => {
    const group = createGroupCommit(ctx.db, { syncWal: () => Promise.reject(new Error("EIO: disk gone")) });
    await expect(group.run(insert("gc-eio"))).rejects.toThrow("EIO: disk gone");
  });

  it("flushes the real log file (createWalSync)", async () => {
    const file = ctx.config.database.dialect === "sqlite" ? `${ctx.config.database.file}-wal` : "";
    const syncWal = createWalSync(file);
    const group = createGroupCommit(ctx.db, { syncWal });
    await Promise.all([0, 1, 2].map((i) => group.run(insert(keyOf("real", i)))));
    expect(await keys("gc-real-")).toHaveLength(3);
    await expect(createWalSync(`${file}.missing`)()).rejects.toThrow(/ENOENT/);
  });
});
