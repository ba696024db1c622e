// Access to the database of the running test's e2e server (each project has its own; the data
// directory is in the project's metadata, playwright.config.ts): read-only to check
// that a submitted form really left a row and an e-mail behind, and one writer for fixtures that
// would otherwise take several form submissions (which the forms' rate limit would refuse).
import path from "node:path";
import { test } from "@playwright/test";
import Database from "better-sqlite3";

export function openE2eDb(opts: { write?: boolean } = {}) {
  const dir = (test.info().project.metadata as { dataDir?: string }).dataDir;
  if (!dir) throw new Error("the project has no dataDir in its metadata (playwright.config.ts sets it)");
  return new Database(path.join(dir, "shop.db"), { readonly: !opts.write, fileMustExist: true });
}

/** Inserts one row (a fixture) and commits it. */
export function insertRow(table: string, row: Record<string, string | number | null>): void {
  const db = openE2eDb({ write: true });
  try {
    db.pragma("busy_timeout = 5000");
    const cols = Object.keys(row);
    db.prepare(`insert into ${table} (${cols.join(", ")}) values (${cols.map(() => "?").join(", ")})`).run(
      ...Object.values(row),
    );
  } finally {
    db.close();
  }
}

export function queryRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = openE2eDb();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Runs one write (a fixture the shop's own screens cannot make, e.g. a late payment's flag). */
export function runSql(sql: string, ...params: unknown[]): void {
  const db = openE2eDb({ write: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}
