// Group commit on the real database (SQLite, and PostgreSQL when configured): batching, each
// piece's own all-or-nothing, and no answer before the commit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { createGroupCommit, type Work } from "./group-commit";

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
