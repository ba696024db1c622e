// How fast the database grows (the System screen): from one size sample a day (kept 90
// days), the change per day between the newest sample and the oldest one in the window before it.
// An owner reads it to know when the disk (or the plan's storage) runs out.

/** One sample a day: the day (YYYY-MM-DD, UTC) and the database's size then, in bytes. */
export type SizeSample = { day: string; bytes: number };

export type DatabaseGrowth = {
  /** Days between the two samples compared. */
  days: number;
  perDay: number;
  perWeek: number;
};

/** Samples are kept this long. */
export const SIZE_SAMPLE_DAYS = 90;
/** Growth is measured over at most this many days back from the newest sample. */
export const GROWTH_WINDOW_DAYS = 30;

const DAY = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);

/** Null until two samples at least a day apart exist. */
export function databaseGrowth(samples: readonly SizeSample[], windowDays = GROWTH_WINDOW_DAYS): DatabaseGrowth | null {
  if (samples.length < 2) return null;
  const sorted = [...samples].sort((a, b) => dayNumber(a.day) - dayNumber(b.day));
  const newest = sorted[sorted.length - 1]!;
  const last = dayNumber(newest.day);
  const oldest = sorted.find((s) => last - dayNumber(s.day) <= windowDays)!;
  const days = last - dayNumber(oldest.day);
  if (days < 1) return null;
  const perDay = Math.round((newest.bytes - oldest.bytes) / days);
  return { days, perDay, perWeek: perDay * 7 };
}
