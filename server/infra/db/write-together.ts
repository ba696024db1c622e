// Writes sent together. On PostgreSQL every statement is a round trip, and a checkout's
// connection (and, once it has reserved stock, the rows it locked) waits through each; the
// writes become one statement, each a data-modifying CTE ahead of the last, so they cost one
// round trip. PostgreSQL runs every part to completion and checks foreign keys at the end of the
// statement, so a parent and its children may share it, and a statement is atomic by itself.
// SQLite runs in-process, with no round trip to save: the writes run one after another.
import { CompiledQuery, type Compilable } from "kysely";
import type { Db } from "./client";
import { isPostgres } from "./dialect";

/** PostgreSQL: `writes` as CTEs ahead of `last` (which may open with its own WITH), as one statement answering last's rows. */
export function joinStatements(writes: readonly Compilable[], last: CompiledQuery): CompiledQuery {
  const parameters: unknown[] = [];
  const renumber = (q: CompiledQuery) => {
    const offset = parameters.length;
    parameters.push(...q.parameters);
    // Kysely writes values only as $n placeholders (never inline), so every $n is one.
    return offset === 0 ? q.sql : q.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  };
  const ctes = writes.map((w, i) => `w${i} as (${renumber(w.compile())})`);
  const tail = renumber(last).trimStart();
  if (ctes.length === 0) return CompiledQuery.raw(tail, parameters);
  const text = /^with\s/i.test(tail) ? `with ${ctes.join(", ")}, ${tail.slice(5)}` : `with ${ctes.join(", ")} ${tail}`;
  return CompiledQuery.raw(text, parameters);
}

export async function writeTogether(db: Db, writes: readonly Compilable[]): Promise<void> {
  if (!isPostgres(db)) {
    for (const w of writes) await db.executeQuery(w.compile());
    return;
  }
  if (writes.length === 0) return;
  await db.executeQuery(joinStatements(writes.slice(0, -1), writes.at(-1)!.compile()));
}
