import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unsafeSteps } from "./migration-safety";
import { migrations } from "./migrations/index";

const ORDER = ["0001-a", "0002-b", "0003-c"];
const migration = (up: string, extra = "") => `${extra}
export async function up(db: Kysely<unknown>): Promise<void> {
${up}
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("anything").execute();
}
`;

describe("unsafeSteps (rolling upgrades)", () => {
  it("fails a release that drops a column the previous release still reads", () => {
    const found = unsafeSteps(
      "0003-c",
      migration(`  await db.schema.alterTable("orders").dropColumn("promo_code").execute();`),
      ORDER,
    );
    expect(found).toEqual([
      {
        migration: "0003-c",
        line: 3,
        step: `await db.schema.alterTable("orders").dropColumn("promo_code").execute();`,
        why: "drops a column",
      },
    ]);
  });

  it.each([
    [`  await db.schema.dropTable("orders").execute();`, "drops a table"],
    [`  await db.schema.alterTable("orders").renameColumn("email", "mail").execute();`, "renames a column"],
    [`  await db.schema.alterTable("orders").renameTo("purchases").execute();`, "renames a table"],
    ["  await sql`alter table orders drop column email`.execute(db);", "drops a column"],
    [
      `  await db.schema.alterTable("orders").addColumn("channel", "text", (c) => c.notNull()).execute();`,
      "adds a NOT NULL column with no default",
    ],
  ])("fails %s", (up, why) => {
    expect(unsafeSteps("0003-c", migration(up), ORDER).map((f) => f.why)).toEqual([why]);
  });

  it("passes what only adds, and a down() that drops", () => {
    const up = [
      `  await db.schema.createTable("x").addColumn("id", "text", (c) => c.primaryKey()).execute();`,
      `  await db.schema.alterTable("orders").addColumn("note", "text").execute();`,
      `  await db.schema.alterTable("orders").addColumn("n", "integer", (c) => c.notNull().defaultTo(0)).execute();`,
    ].join("\n");
    expect(unsafeSteps("0003-c", migration(up), ORDER)).toEqual([]);
  });

  it("passes a contract step that names an earlier expand, and fails one that names a later or unknown one", () => {
    const drop = `  await db.schema.alterTable("orders").dropColumn("promo_code").execute();`;
    const marked = (expand: string) =>
      migration(drop, `export const contract = { expand: "${expand}", reason: "moved" };`);
    expect(unsafeSteps("0003-c", marked("0001-a"), ORDER)).toEqual([]);
    expect(unsafeSteps("0002-b", marked("0003-c"), ORDER)).toHaveLength(1);
    expect(unsafeSteps("0003-c", marked("0009-none"), ORDER)).toHaveLength(1);
  });

  it("finds nothing unsafe in the shop's own migrations", () => {
    const names = Object.keys(migrations);
    const dir = path.join(import.meta.dirname, "migrations");
    for (const name of names) {
      expect(unsafeSteps(name, readFileSync(path.join(dir, `${name}.ts`), "utf8"), names), name).toEqual([]);
    }
  });
});
