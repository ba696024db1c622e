// Keyset pages: a long list is read one page at a time from the sort key and id of the
// row the last page ended at, through an index, so the thousandth page costs what the first does.
// The position travels as an opaque cursor; it is only ever a position, checked field by field
// before any query runs, so a damaged or forged one is refused with a clear 400, never a scan.
import { AppError } from "../../errors";

/** The sort key (an ISO instant) and id of a row a page starts or ends at. */
export type KeysetPosition = { key: string; id: string };

/** after: rows older than it (the next page); before: rows newer than it (the previous page). */
export type PageRequest = { limit: number; after?: KeysetPosition; before?: KeysetPosition };

export type Page<R> = { rows: R[]; next: string | null; prev: string | null };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
export const CURSOR_MAX_LENGTH = 200;
export const CURSOR_REFUSED =
  "This page link is damaged or out of date. Go back to the first page of the list and page on from there.";

export function encodeCursor(p: KeysetPosition): string {
  return Buffer.from(JSON.stringify([p.key, p.id]), "utf8").toString("base64url");
}

/** The position in a cursor, or a 400 naming the problem; ids must match the list's own pattern. */
export function decodeCursor(cursor: string, idPattern: RegExp): KeysetPosition {
  if (cursor.length === 0 || cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw new AppError("bad_request", CURSOR_REFUSED);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new AppError("bad_request", CURSOR_REFUSED);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== "string" ||
    typeof parsed[1] !== "string" ||
    !INSTANT.test(parsed[0]) ||
    Number.isNaN(Date.parse(parsed[0])) ||
    !idPattern.test(parsed[1])
  ) {
    throw new AppError("bad_request", CURSOR_REFUSED);
  }
  return { key: parsed[0], id: parsed[1] };
}

/** The page request for a list's ?after= / ?before= (at most one of them). */
export function pageRequest(q: { limit: number; after?: string; before?: string }, idPattern: RegExp): PageRequest {
  if (q.after && q.before) throw new AppError("bad_request", "Give either after or before, not both.");
  return {
    limit: q.limit,
    after: q.after ? decodeCursor(q.after, idPattern) : undefined,
    before: q.before ? decodeCursor(q.before, idPattern) : undefined,
  };
}

/** How to read a page: newest first from after, or oldest first from before (then reversed). */
export function readDirection(req: PageRequest): { from?: KeysetPosition; op: "<" | ">"; order: "desc" | "asc" } {
  return req.before ? { from: req.before, op: ">", order: "asc" } : { from: req.after, op: "<", order: "desc" };
}

/** Orders rows read in readDirection's order, as (key, id) tuples compare in SQL. */
export function compareKeys(order: "asc" | "desc") {
  const sign = order === "asc" ? 1 : -1;
  return (a: KeysetPosition, b: KeysetPosition) =>
    sign * (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A page from up to limit + 1 rows read in readDirection's order; the extra row says more follow. */
export function toPage<R>(read: R[], req: PageRequest, position: (r: R) => KeysetPosition): Page<R> {
  const more = read.length > req.limit;
  const rows = read.slice(0, req.limit);
  if (req.before) {
    rows.reverse();
    const first = rows[0];
    const last = rows[rows.length - 1];
    return {
      rows,
      prev: more && first ? encodeCursor(position(first)) : null,
      next: last ? encodeCursor(position(last)) : encodeCursor(req.before),
    };
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    next: more && last ? encodeCursor(position(last)) : null,
    prev: req.after ? (first ? encodeCursor(position(first)) : encodeCursor(req.after)) : null,
  };
}

/** Counts a screen shows stop here: past it, 'more than 10,000'. */
export const COUNT_CAP = 10_000;
