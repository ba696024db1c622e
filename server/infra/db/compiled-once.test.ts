import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "./client";
import { compiledOnce } from "./compiled-once";

const one = createDb({ dialect: "sqlite", file: ":memory:" });
const other = createDb({ dialect: "sqlite", file: ":memory:" });
afterAll(async () => {
  await one.destroy();
  await other.destroy();
});

describe("compiledOnce", () => {
  it("builds a key's query once per database and answers the same statement after", () => {
    let built = 0;
    const build = (db: typeof one) => () => {
      built++;
      return db.selectFrom("orders").select("id").where("status", "in", ["paid", "fulfilled"]).limit(51);
    };
    const first = compiledOnce(one, "paid,fulfilled|50", build(one));
    expect(compiledOnce(one, "paid,fulfilled|50", build(one))).toBe(first);
    expect(built).toBe(1);
    expect(first.sql).toBe('select "id" from "orders" where "status" in (?, ?) limit ?');
    expect(first.parameters).toEqual(["paid", "fulfilled", 51]);
    compiledOnce(other, "paid,fulfilled|50", build(other));
    compiledOnce(one, "paid|50", build(one));
    expect(built).toBe(3);
  });

  it("starts again past 64 keys rather than growing without end", async () => {
    const db = createDb({ dialect: "sqlite", file: ":memory:" });
    let built = 0;
    const build = () => {
      built++;
      return db.selectFrom("orders").select("id");
    };
    for (let i = 0; i < 64; i++) compiledOnce(db, `k${i}`, build);
    compiledOnce(db, "k1", build);
    expect(built).toBe(64);
    compiledOnce(db, "k64", build);
    compiledOnce(db, "k1", build);
    expect(built).toBe(66);
    await db.destroy();
  });
});
