import SQLite from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { withStatementCache } from "./statement-cache";

function open() {
  const raw = new SQLite(":memory:");
  raw.exec("create table t (id integer primary key, v text)");
  const prepare = vi.spyOn(raw, "prepare");
  return { raw, prepare, db: withStatementCache(raw, { max: 2 }) };
}

describe("withStatementCache", () => {
  it("prepares each SQL text once and reuses the statement with new parameters", () => {
    const { db, prepare } = open();
    db.prepare("insert into t (v) values (?)").run(["a"]);
    db.prepare("insert into t (v) values (?)").run(["b"]);
    expect(db.prepare("select v from t order by id").all([])).toEqual([{ v: "a" }, { v: "b" }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("keeps at most max statements, dropping the least recently used", () => {
    const { db, prepare } = open();
    db.prepare("select 1");
    db.prepare("select 2");
    db.prepare("select 1"); // now the most recent
    db.prepare("select 3"); // drops "select 2"
    db.prepare("select 1");
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare("select 2");
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it("gives a fresh statement while the cached one is still being iterated", () => {
    const { db } = open();
    db.prepare("insert into t (v) values (?)").run(["a"]);
    db.prepare("insert into t (v) values (?)").run(["b"]);
    const outer = db.prepare("select v from t order by id").iterate([]);
    const first = outer.next();
    expect(first.value).toEqual({ v: "a" });
    expect(db.prepare("select v from t order by id").all([])).toHaveLength(2);
    expect([...outer]).toEqual([{ v: "b" }]);
  });

  it("passes the connection's transaction state through (the rollback guard reads it)", () => {
    const { db, raw } = open();
    expect(db.inTransaction).toBe(false);
    raw.exec("begin");
    expect(db.inTransaction).toBe(true);
    raw.exec("rollback");
  });
});
