// Under writes that never pause, PASSIVE checkpoints never get to restart the
// write-ahead log and it grows without end. The checkpointer restarts it (TRUNCATE) once it
// passes its limit, holding group commit back (the gate) for that moment.
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { BUILD_ROOT } from "../../../tests/support/page-build";
import { startCheckpointer } from "./checkpointer";
import { createWalGate } from "./wal-gate";

const LIMIT = 4 * 1024 * 1024;
const walSize = (file: string) => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

// It writes until well past the limit, which takes longer on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

describe("a write-ahead log under writes that never pause", () => {
  it("stays near its limit, and every write is kept", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "wal-")), "shop.db");
    const db = new SQLite(file);
    db.pragma("journal_mode = WAL");
    db.pragma("wal_autocheckpoint = 0");
    db.pragma("busy_timeout = 5000");
    db.exec("create table t (v text)");
    const insert = db.prepare("insert into t values (?)");
    const write = db.transaction(() => {
      for (let i = 0; i < 100; i++) insert.run("x".repeat(500));
    });
    const gate = createWalGate();
    const errors: string[] = [];
    const checkpointer = startCheckpointer(file, path.join(BUILD_ROOT, "app/checkpointer.js"), {
      everyMs: 20,
      restartBytes: LIMIT,
      gate,
      onError: (m) => errors.push(m),
    });
    let peak = 0;
    let writes = 0;
    // Until well past the limit has been written (a busy machine writes less per second), at most 30 s.
    const until = Date.now() + 30_000;
    try {
      while (writes * 100 * 500 <= 6 * LIMIT && Date.now() < until) {
        await gate.enter();
        try {
          write();
          writes++;
        } finally {
          gate.leave();
        }
        peak = Math.max(peak, walSize(file));
        // About 50 KB a millisecond or two: faster than 1,500 checkouts a second log.
        await new Promise((r) => setTimeout(r, 1));
      }
    } finally {
      checkpointer.stop();
    }
    expect(writes * 100 * 500).toBeGreaterThan(5 * LIMIT); // far more than the limit was written
    expect(peak).toBeLessThan(4 * LIMIT);
    expect(errors).toEqual([]);
    expect(db.prepare("select count(*) as n from t").get()).toEqual({ n: writes * 100 });
    db.close();
  });
});
