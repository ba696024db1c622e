// Recognises database errors that are the same thing on both dialects.

/**
 * PostgreSQL refused a value it cannot store as text (a NUL byte: 22021, or 22P05 in JSON). SQLite
 * stores it, so the same request is a miss there: here it is the caller's bad input, not a fault.
 */
export function isUnstorableText(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "22021" || code === "22P05";
}

/** A UNIQUE or PRIMARY KEY constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}
