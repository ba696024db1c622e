// Read-only access to the e2e server's database (the SQLite file under E2E_DATA_DIR), to check
// that a submitted form really left a row and an e-mail behind.
import path from "node:path";
import Database from "better-sqlite3";

export function openE2eDb() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return new Database(path.join(dir, "shop.db"), { readonly: true, fileMustExist: true });
}

export function queryRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = openE2eDb();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
