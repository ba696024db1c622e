// Rolling upgrades: while a new release's instances start, the previous release's are
// still answering on the same database, so a release's migrations may only add (expand). A step
// that takes away what the previous release reads (dropping or renaming a table or column, or a
// new NOT NULL column with no default, which the previous release's inserts would fail on) belongs
// in a later release, as the contract step of an earlier expand, and says so:
//
//   export const contract = { expand: "0016-checkout-keys", reason: "orders.old_col moved there" };
//
// `npm run lint` runs this over every migration's up() (scripts/check-migrations.ts).

export type UnsafeStep = { migration: string; line: number; step: string; why: string };

const RULES: { pattern: RegExp; why: string }[] = [
  { pattern: /\.dropTable\(|\bdrop\s+table\b/i, why: "drops a table" },
  { pattern: /\.dropColumn\(|\bdrop\s+column\b/i, why: "drops a column" },
  { pattern: /\.renameColumn\(|\brename\s+column\b/i, why: "renames a column" },
  { pattern: /\.renameTo\(|\brename\s+to\b/i, why: "renames a table" },
];

/** The text of a migration's up(), with the line it starts on. */
function upBody(source: string): { text: string; firstLine: number } | null {
  const start = source.search(/export\s+async\s+function\s+up\s*\(/);
  if (start < 0) return null;
  const rest = source.slice(start);
  const end = rest.search(/export\s+async\s+function\s+down\s*\(/);
  return { text: end < 0 ? rest : rest.slice(0, end), firstLine: source.slice(0, start).split("\n").length };
}

/** `contract.expand` of a migration that declares itself a contract step, else null. */
function contractOf(source: string): string | null {
  return /export\s+const\s+contract\s*=\s*\{[^}]*\bexpand\s*:\s*["']([^"']+)["']/.exec(source)?.[1] ?? null;
}

/**
 * The steps of `migration` (its file's source) that would break the previous release, unless it
 * is a contract step naming an earlier migration in `order` as its expand.
 */
export function unsafeSteps(migration: string, source: string, order: readonly string[]): UnsafeStep[] {
  const body = upBody(source);
  if (!body) return [];
  const expand = contractOf(source);
  if (expand !== null) {
    const here = order.indexOf(migration);
    const there = order.indexOf(expand);
    if (there >= 0 && there < here) return [];
    return [{ migration, line: 1, step: `contract = { expand: "${expand}" }`, why: "names no earlier migration" }];
  }
  const found: UnsafeStep[] = [];
  body.text.split("\n").forEach((text, i) => {
    const line = body.firstLine + i;
    for (const rule of RULES) {
      if (rule.pattern.test(text)) found.push({ migration, line, step: text.trim(), why: rule.why });
    }
  });
  // A NOT NULL column added to a table that exists: the previous release's inserts lack it.
  const added = body.text.matchAll(/\.alterTable\([^)]*\)\s*\.addColumn\(([^;]*?)\)\s*\.execute/gs);
  for (const m of added) {
    const step = m[1]!;
    if (/notNull\(\)/.test(step) && !/defaultTo\(/.test(step)) {
      const line = body.firstLine + body.text.slice(0, m.index).split("\n").length - 1;
      found.push({ migration, line, step: `addColumn(${step.trim()})`, why: "adds a NOT NULL column with no default" });
    }
  }
  return found;
}
