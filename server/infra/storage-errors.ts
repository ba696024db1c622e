// Which thrown errors mean "the place we keep data is unavailable right now" rather than
// "this code is wrong": a database that refuses or drops connections, a busy, full, broken
// or read-only SQLite file, a full disk, a folder we may not write or an object store failing. Such a failure is
// worth a retry a little later, so it is answered 503 with Retry-After, never 500.

const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PROTOCOL)(_|$)/;

const SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENOSPC",
  "EDQUOT",
  "EACCES",
  "EPERM",
  "EROFS",
  "EMFILE",
  "ENFILE",
]);

// PostgreSQL SQLSTATE classes: 08 connection exception, 53 insufficient resources,
// 57P01-57P03 admin/crash shutdown and "cannot connect now", 40001/40P01 serialization and deadlock.
const PG_STATES = /^(08...|53...|57P0[1-3]|40001|40P01)$/;

// node-postgres reports a dropped socket or pool trouble with a plain Error and no code.
const PG_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end",
  "terminating connection due to administrator command",
  "the database system is starting up",
  "the database system is shutting down",
];

function codeOf(err: object): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** True when `err` (or anything in its cause chain) is a storage or connection failure. */
export function isStorageUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    const code = codeOf(e);
    if (code && (SQLITE_CODES.test(code) || SYSTEM_CODES.has(code) || PG_STATES.test(code))) return true;
    // An S3-compatible service's own server-side failure (500 InternalError, 503 SlowDown, …).
    const s3Status = (e as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
    if (typeof s3Status === "number" && s3Status >= 500) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && PG_MESSAGES.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isStorageUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before retrying after a storage failure. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** A one-line description for the log: an outage is expected, its stack trace is noise. */
export function errorSummary(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = codeOf(err);
  const cause = err.cause instanceof Error ? ` (${errorSummary(err.cause)})` : "";
  return `${code ? `${code}: ` : ""}${err.message}${cause}`;
}
