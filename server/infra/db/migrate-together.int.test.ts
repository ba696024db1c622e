// Rolling upgrades: instances that start together on one empty database migrate it
// once between them. Kysely's migrator takes a lock (on PostgreSQL an advisory lock held by the
// migrating transaction), so the others wait and then find nothing left to do.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { adminUrl } from "../../../tests/support/postgres";
import { withDatabase } from "../../../tests/support/global-setup";
import { createDb } from "./client";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";

describe("migrations when several instances start at once", () => {
  it.runIf(inject("dialect") === "postgres")("run once, whichever instance gets there first", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `shop_migrate_${randomBytes(5).toString("hex")}`;
    const admin = createDb({ dialect: "postgres", url: adminUrl(url) });
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
    const dbs = Array.from({ length: 4 }, () => createDb({ dialect: "postgres", url: withDatabase(url, name) }));
    try {
      const applied = await Promise.all(dbs.map((db) => migrateToLatest(db)));
      // Between them, each migration was applied exactly once.
      expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort());
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(dbs[0]!);
      expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    }
  });
});
