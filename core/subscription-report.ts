// The Subscriptions screen's business figures for a chosen range of shop days: which days a
// range covers, the churn rate, and cancellation reasons counted. Counts come from the
// subscription rows themselves (server/modules/subscriptions/staff/subscription-staff.ts).
import { addShopDays } from "./shop-time";

export const REPORT_RANGES = ["this-month", "last-month", "last-90-days", "this-year"] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "last-90-days": "Last 90 days",
  "this-year": "This year",
};

export function isReportRange(value: string): value is ReportRange {
  return (REPORT_RANGES as readonly string[]).includes(value);
}

/** The shop days a range covers: from `from` up to but not including `to` (both "2026-11-01" keys). */
export function reportDays(range: ReportRange, today: string): { from: string; to: string } {
  const month = today.slice(0, 8);
  const tomorrow = addShopDays(today, 1);
  switch (range) {
    case "this-month":
      return { from: `${month}01`, to: tomorrow };
    case "last-month": {
      const firstOfThis = `${month}01`;
      const lastOfPrevious = addShopDays(firstOfThis, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: firstOfThis };
    }
    case "last-90-days":
      return { from: addShopDays(today, -89), to: tomorrow };
    case "this-year":
      return { from: `${today.slice(0, 5)}01-01`, to: tomorrow };
  }
}

/**
 * Cancelled in the range as a share of the subscribers there were when it began (a whole
 * percentage to one decimal), or null when there were none to lose.
 */
export function churnPercent(cancelled: number, subscribersAtStart: number): number | null {
  if (subscribersAtStart <= 0) return null;
  return Math.round((cancelled / subscribersAtStart) * 1000) / 10;
}

export type ReasonCount = { reason: string; count: number };
export const NO_REASON = "No reason given";

/**
 * Cancellation reasons as customers wrote them, the same words counted together whatever their
 * case or spacing, most common first (ties alphabetical), at most `top` of them with the rest as "Other reasons".
 */
export function countReasons(rows: readonly { reason: string | null; n: number }[], top = 6): ReasonCount[] {
  const byKey = new Map<string, ReasonCount>();
  for (const { reason, n } of rows) {
    const text = reason?.replace(/\s+/g, " ").trim() || NO_REASON;
    const key = text.toLowerCase();
    const seen = byKey.get(key);
    if (seen) seen.count += n;
    else byKey.set(key, { reason: text, count: n });
  }
  const sorted = [...byKey.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  if (sorted.length <= top) return sorted;
  const rest = sorted.slice(top).reduce((sum, r) => sum + r.count, 0);
  return [...sorted.slice(0, top), { reason: "Other reasons", count: rest }];
}
