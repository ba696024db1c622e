// Migrates a base database once per run; each test file then gets a cheap copy
// (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../../server/infra/db/client";
import { migrateToLatest } from "../../server/infra/db/migrate";
import { adminUrl, TEMPLATE_DB } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    dialect: "sqlite" | "postgres";
    baseDbFile: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.provide?.dialect === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = createDb({ dialect: "postgres", url: adminUrl(url) });
    const { sql } = await import("kysely");
    await sql.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`).execute(admin);
    await sql.raw(`CREATE DATABASE ${TEMPLATE_DB}`).execute(admin);
    const tpl = createDb({ dialect: "postgres", url: withDatabase(url, TEMPLATE_DB) });
    await migrateToLatest(tpl);
    await tpl.destroy();
    await admin.destroy();
    project.provide("pgTemplate", TEMPLATE_DB);
    project.provide("baseDbFile", "");
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "shop-test-base-"));
  const file = path.join(dir, "base.db");
  const db = createDb({ dialect: "sqlite", file });
  await migrateToLatest(db);
  await db.destroy();
  project.provide("baseDbFile", file);
  project.provide("pgTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
