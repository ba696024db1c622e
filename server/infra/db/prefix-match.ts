// Search by the start of a text, through an index on both databases: PostgreSQL's LIKE 'prefix%'
// is served by a text_pattern_ops index; SQLite's LIKE cannot use an index on an expression such
// as lower(email), so there the prefix is a range of binary text, which a plain index serves.
import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "./client";
import { isPostgres } from "./dialect";

/** `expr` starts with `prefix` (compared as given: lower-case both sides for a search in any case). */
export function startsWith(db: Db, expr: Expression<string | null>, prefix: string): Expression<SqlBool> {
  if (isPostgres(db)) {
    const like = `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    return sql<SqlBool>`${expr} like ${like} escape '\\'`;
  }
  return sql<SqlBool>`(${expr} >= ${prefix} and ${expr} < ${`${prefix}\u{10FFFF}`})`;
}
