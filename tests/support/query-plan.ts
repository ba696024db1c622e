// The plan of a compiled query, for tests that a list or lookup is served by an index:
// SQLite's EXPLAIN QUERY PLAN rows, or PostgreSQL's EXPLAIN text.
import { CompiledQuery, sql } from "kysely";
import type { Db } from "../../server/infra/db/client";
import { isPostgres } from "../../server/infra/db/dialect";

export async function queryPlan(
  db: Db,
  q: { sql: string; parameters: readonly unknown[] },
  opts: { sorts: boolean } = { sorts: false },
): Promise<string> {
  if (!isPostgres(db)) {
    const r = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
    );
    return r.rows.map((row) => row.detail).join("\n");
  }
  // A test table is tiny, so PostgreSQL would rightly read it whole; with scans (and, unless the
  // query must sort, sorts) priced out, the plan shows whether an index can serve the query at all.
  return db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    if (!opts.sorts) await sql`set enable_sort = off`.execute(conn);
    const r = await conn.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]),
    );
    await sql`reset all`.execute(conn);
    return r.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
