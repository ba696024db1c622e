// Access to the e2e server's database (the SQLite file under E2E_DATA_DIR): read-only to check
// that a submitted form really left a row and an e-mail behind, and one writer for fixtures that
// would otherwise take several form submissions (which the forms' rate limit would refuse).
import path from "node:path";
import Database from "better-sqlite3";

export function openE2eDb(opts: { write?: boolean } = {}) {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
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
