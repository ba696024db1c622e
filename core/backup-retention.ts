// Which backups to keep: the newest in each of the last `hourly` hours that have one, each of the
// last `daily` days and each of the last `weekly` weeks (UTC; weeks from Monday), as
// grandfather-father-son rotation does. Everything else may go.

export type Retention = { hourly: number; daily: number; weekly: number };

/** The backups kept: 24 hourly, 7 daily, 4 weekly. */
export const RETENTION: Retention = { hourly: 24, daily: 7, weekly: 4 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The times (ms since the epoch) of the backups to keep. */
export function backupsToKeep(times: readonly number[], keep: Retention): Set<number> {
  const newestFirst = [...times].sort((a, b) => b - a);
  const kept = new Set<number>();
  const pick = (count: number, bucket: (t: number) => number) => {
    const seen = new Set<number>();
    for (const t of newestFirst) {
      if (seen.size >= count) break;
      const b = bucket(t);
      if (seen.has(b)) continue;
      seen.add(b);
      kept.add(t);
    }
  };
  pick(keep.hourly, (t) => Math.floor(t / HOUR));
  pick(keep.daily, (t) => Math.floor(t / DAY));
  // Day 0 (1 January 1970) was a Thursday: +3 starts each week on a Monday.
  pick(keep.weekly, (t) => Math.floor((Math.floor(t / DAY) + 3) / 7));
  return kept;
}

/** The shortest interval backups may be taken at. */
export const MIN_BACKUP_INTERVAL_MS = 60_000;

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: HOUR, d: DAY };

/** The longest: a week (and a timer can wait it out). */
export const MAX_BACKUP_INTERVAL_MS = 7 * DAY;

/** '15m', '1h', '1d', '90s' or plain seconds → milliseconds; null when unreadable, under a minute or over a week. */
export function parseBackupInterval(raw: string): number | null {
  const m = /^(\d{1,7})([smhd]?)$/.exec(raw.trim());
  if (!m) return null;
  const ms = Number(m[1]) * UNIT_MS[m[2] || "s"]!;
  return ms >= MIN_BACKUP_INTERVAL_MS && ms <= MAX_BACKUP_INTERVAL_MS ? ms : null;
}
