// The module shape (docs/modules.md): a query is written in a module's *.repository.ts and
// nowhere else in server/, so the rules in a service can be read, and tested, apart from SQL.
// Parsed with the TypeScript compiler rather than matched as text, so a query spread over lines
// is seen and a comment that names one is not.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface Exception {
  file: string;
  why: string;
}
export interface Query {
  file: string;
  line: number;
  call: string;
}

/** Kysely's ways into the database: the four query builders, a raw query, and the sql tag. */
const BUILDERS = new Set([
  "selectFrom",
  "insertInto",
  "updateTable",
  "deleteFrom",
  "replaceInto",
  "mergeInto",
  "executeQuery",
]);
const SQL_HELPERS = new Set(["raw", "ref", "id", "lit", "val", "table", "join"]);

/** Files that may query: a repository, a test, and the database layer itself (client, migrations). */
export function mayQuery(rel: string): boolean {
  return (
    /\.repository\.ts$/.test(rel) ||
    /\.(test|spec)\.tsx?$/.test(rel) ||
    rel.startsWith("server/infra/db/") ||
    rel.startsWith("tests/")
  );
}

function files(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, root);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [path.relative(root, full).split(path.sep).join("/")]
      : [];
  });
}

export function queriesIn(rel: string, text: string): Query[] {
  const source = ts.createSourceFile(
    rel,
    text,
    ts.ScriptTarget.Latest,
    true,
    rel.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Query[] = [];
  const at = (node: ts.Node, call: string) =>
    found.push({ file: rel, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, call });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      if (BUILDERS.has(name)) at(node.expression.name, name);
      else if (
        SQL_HELPERS.has(name) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === "sql"
      )
        at(node, `sql.${name}`);
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === "sql") at(node, "sql``");
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every query in root/server outside the files that may query and the listed exceptions. */
export function queriesOutsideRepositories(root: string, exceptions: readonly Exception[]): Query[] {
  const allowed = new Set(exceptions.map((e) => e.file));
  return files(path.join(root, "server"), root)
    .sort()
    .filter((rel) => !mayQuery(rel) && !allowed.has(rel))
    .flatMap((rel) => queriesIn(rel, readFileSync(path.join(root, rel), "utf8")));
}
