// The Analytics screen's range: shop days, both ends included, read from the address, at most a
// year, and the same number of days before it to compare with.
import { addShopDays } from "./shop-time";

export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

export type Range = { from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function isDay(d: string): boolean {
  const t = Date.parse(`${d}T00:00:00Z`);
  return DAY.test(d) && !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

export function rangeLength(r: Range): number {
  return Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The range asked for (`from`, `to`: shop days, both included), or the last 30 days to `today`;
 * a message when it cannot be read.
 */
export function parseRange(query: { from?: string; to?: string }, today: string): Range | { error: string } {
  const to = query.to || today;
  const unreadable = { error: "Dates must be real days written YYYY-MM-DD" };
  if (!isDay(to)) return unreadable;
  const from = query.from || addShopDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (!isDay(from)) return unreadable;
  if (from > to) return { error: "The start date must be on or before the end date" };
  if (rangeLength({ from, to }) > MAX_RANGE_DAYS) return { error: `Choose at most ${MAX_RANGE_DAYS} days` };
  return { from, to };
}

/** The same number of days just before `r`. */
export function previousRange(r: Range): Range {
  const n = rangeLength(r);
  return { from: addShopDays(r.from, -n), to: addShopDays(r.from, -1) };
}
