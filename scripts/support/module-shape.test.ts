import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { queriesOutsideRepositories } from "./module-shape";

let root = "";
function file(rel: string, text: string) {
  const full = path.join(root, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("queriesOutsideRepositories", () => {
  it("finds each kind of Kysely query in a service, with its file and line", () => {
    root = mkdtempSync(path.join(tmpdir(), "shape-"));
    file(
      "server/modules/shop/shop.service.ts",
      [
        'import { sql } from "kysely";',
        "export async function f(db: any) {",
        '  await db.selectFrom("a").selectAll().execute();',
        '  await db\n    .insertInto("a").values({}).execute();',
        '  await db.updateTable("a").set({}).execute();',
        '  await db.deleteFrom("a").execute();',
        "  await sql`select 1`.execute(db);",
        "  await sql<{ n: number }>`select 1 as n`.execute(db);",
        "  await db.executeQuery(q);",
        "}",
      ].join("\n"),
    );
    const found = queriesOutsideRepositories(root, []);
    expect(found.map((f) => `${f.file}:${f.line}:${f.call}`)).toEqual([
      "server/modules/shop/shop.service.ts:3:selectFrom",
      "server/modules/shop/shop.service.ts:5:insertInto",
      "server/modules/shop/shop.service.ts:6:updateTable",
      "server/modules/shop/shop.service.ts:7:deleteFrom",
      "server/modules/shop/shop.service.ts:8:sql``",
      "server/modules/shop/shop.service.ts:9:sql``",
      "server/modules/shop/shop.service.ts:10:executeQuery",
    ]);
  });

  it("lets repositories, tests and the database layer query, and ignores comments", () => {
    root = mkdtempSync(path.join(tmpdir(), "shape-"));
    const q = 'export const f = (db: any) => db.selectFrom("a").selectAll().execute();\n';
    file("server/modules/shop/shop.repository.ts", q);
    file("server/modules/shop/shop.int.test.ts", q);
    file("server/infra/db/migrations/0001-a.ts", q);
    file("server/modules/shop/shop.service.ts", '// reads with db.selectFrom("a") in the repository\nexport {};\n');
    expect(queriesOutsideRepositories(root, [])).toEqual([]);
  });

  it("allows a listed exception, and only that file", () => {
    root = mkdtempSync(path.join(tmpdir(), "shape-"));
    const q = 'export const f = (db: any) => db.deleteFrom("a").execute();\n';
    file("server/infra/jobs/periodic.ts", q);
    file("server/infra/jobs/other.ts", q);
    const found = queriesOutsideRepositories(root, [{ file: "server/infra/jobs/periodic.ts", why: "lock" }]);
    expect(found.map((f) => f.file)).toEqual(["server/infra/jobs/other.ts"]);
  });
});
