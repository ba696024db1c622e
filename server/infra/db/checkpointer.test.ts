// The worker thread that checkpoints for the built server (checkpointer.ts): the server's own
// connection no longer checkpoints, and committed pages still reach the database file.
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { BUILD_ROOT } from "../../../tests/support/page-build";
import { startCheckpointer } from "./checkpointer";

describe("the checkpointer worker", () => {
  it("copies what the server committed into the database file, off the server's thread", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "ckpt-")), "shop.db");
    const db = new SQLite(file);
    db.pragma("journal_mode = WAL");
    db.pragma("wal_autocheckpoint = 0");
    db.exec("create table t (v text)");
    const insert = db.prepare("insert into t values (?)");
    db.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run("x".repeat(500));
    })();
    const before = statSync(file).size;
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000); // all of it still in the log

    const errors: string[] = [];
    const checkpointer = startCheckpointer(file, path.join(BUILD_ROOT, "app/checkpointer.js"), {
      everyMs: 20,
      onError: (m) => errors.push(m),
    });
    try {
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 1_000_000), { timeout: 5000 });
    } finally {
      checkpointer.stop();
    }
    expect(errors).toEqual([]);
    expect(db.prepare("select count(*) as n from t").get()).toEqual({ n: 2000 });
    db.close();
  });
});
