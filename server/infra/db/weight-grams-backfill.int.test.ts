// The release that makes weights grams reads each product's old weight text once: what it can
// read becomes grams, what it cannot stays empty and is named in the log for the owner to fix.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { freshDatabase } from "../../../tests/support/test-server";
import { createDb, type Db } from "./client";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";

let db: Db;
let drop: (() => Promise<void>) | undefined;
const dir = mkdtempSync(path.join(tmpdir(), "shop-weight-"));
beforeAll(async () => {
  const fresh = await freshDatabase(dir);
  drop = fresh.drop;
  db =
    inject("dialect") === "postgres"
      ? createDb({ dialect: "postgres", url: fresh.url })
      : createDb({ dialect: "sqlite", file: fresh.url });
});
afterAll(async () => {
  await db.destroy();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

const texts: [string, string, number | null][] = [
  ["a", "100g", 100],
  ["b", "100 g", 100],
  ["c", "1kg", 1000],
  ["d", "1.2 kg", 1200],
  ["e", "250 grams", 250],
  ["f", "a big tub", null],
  ["g", "", null],
];

describe("weights in grams, read from the old text", () => {
  it("fills in the grams it can read and reports the products it cannot", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf("0051-product-weight-grams") - 1]!;
    const down = await migrator.migrateTo(before);
    expect(down.error).toBeUndefined();
    const stamp = "2026-01-01T00:00:00.000Z";
    for (const [id, weight] of texts) {
      await sql`insert into products (id, name, description, unit_price, flavor, servings, weight, created_at, updated_at)
        values (${id}, ${`Pack ${id}`}, ${"<p>x</p>"}, ${4999}, ${"Chocolate"}, ${20}, ${weight}, ${stamp}, ${stamp})`.execute(
        db,
      );
    }
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await migrateToLatest(db)).toContain("0051-product-weight-grams");
      const { rows } = await sql<{ id: string; weight_grams: number | null; weight: string }>`
        select id, weight_grams, weight from products order by id`.execute(db);
      expect(rows.map((r) => [r.id, r.weight, r.weight_grams === null ? null : Number(r.weight_grams)])).toEqual(
        texts.map(([id, weight, grams]) => [id, weight, grams]),
      );
      const said = warn.mock.calls.map((c) => c.join(" ")).join("\n");
      expect(said).toContain("2 products have no weight in grams");
      expect(said).toContain('Pack f ("a big tub")');
      expect(said).toContain('Pack g ("")');
    } finally {
      warn.mockRestore();
    }
  });
});
