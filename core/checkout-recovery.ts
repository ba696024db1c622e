// Abandoned checkout recovery: when a checkout left unpaid is reminded, and which paid
// orders count as recovered. Rules only; the job and its SQL are in server/modules/recovery/.

const HOUR_MS = 3600_000;

/** The two reminders: each is due from `after` and no longer sent once `until` has passed. */
export const REMINDERS = [
  { stage: "1h", after: 1 * HOUR_MS, until: 24 * HOUR_MS },
  // A job that was down for days must not wake shoppers with a week-old cart.
  { stage: "24h", after: 24 * HOUR_MS, until: 72 * HOUR_MS },
] as const;

export type ReminderStage = (typeof REMINDERS)[number]["stage"];

/** A paid order is a recovered checkout when it is paid within this long of a reminder to its e-mail. */
export const RECOVERY_WINDOW_DAYS = 7;
export const RECOVERY_WINDOW_MS = RECOVERY_WINDOW_DAYS * 24 * HOUR_MS;

/**
 * The reminder a checkout whose e-mail was given at `capturedAt` is due for at `now`, or null.
 * Only the latest stage due is sent: a checkout first seen after 24 hours gets the 24-hour
 * reminder, not both at once.
 */
export function dueReminder(
  capturedAt: string,
  now: Date,
  sent: { "1h": boolean; "24h": boolean },
): ReminderStage | null {
  const age = now.getTime() - Date.parse(capturedAt);
  for (const r of [...REMINDERS].reverse()) {
    if (age >= r.after) return age < r.until && !sent[r.stage] && !(r.stage === "1h" && sent["24h"]) ? r.stage : null;
  }
  return null;
}

/** The e-mail captured-at bounds of checkouts that may be due for `stage` at `now` (for the query). */
export function reminderWindow(stage: ReminderStage, now: Date): { from: string; to: string } {
  const r = REMINDERS.find((x) => x.stage === stage)!;
  return {
    from: new Date(now.getTime() - r.until).toISOString(),
    to: new Date(now.getTime() - r.after).toISOString(),
  };
}

export type RemindedCheckout = { email: string; remindedAt: string };
export type PaidOrder = { id: string; email: string; paidAt: string; total: number };

/**
 * Recovered checkouts: a reminded checkout is recovered by the first order paid with its e-mail
 * within RECOVERY_WINDOW_DAYS after its first reminder (the same order or a new one from the
 * restored cart). Each paid order recovers at most one checkout. Answers the count and revenue of
 * the recoveries paid at or after `since` (all of them without it).
 */
export function recoveredCheckouts(
  reminded: readonly RemindedCheckout[],
  paid: readonly PaidOrder[],
  since = "",
): { checkouts: number; revenue: number } {
  const byEmail = new Map<string, PaidOrder[]>();
  for (const o of [...paid].sort((a, b) => a.paidAt.localeCompare(b.paidAt))) {
    const list = byEmail.get(o.email) ?? [];
    list.push(o);
    byEmail.set(o.email, list);
  }
  const used = new Set<string>();
  let checkouts = 0;
  let revenue = 0;
  for (const r of [...reminded].sort((a, b) => a.remindedAt.localeCompare(b.remindedAt))) {
    const end = new Date(Date.parse(r.remindedAt) + RECOVERY_WINDOW_MS).toISOString();
    const order = byEmail.get(r.email)?.find((o) => !used.has(o.id) && o.paidAt >= r.remindedAt && o.paidAt <= end);
    if (!order) continue;
    used.add(order.id);
    if (order.paidAt < since) continue;
    checkouts++;
    revenue += order.total;
  }
  return { checkouts, revenue };
}
