import { describe, expect, it } from "vitest";
import { backupsToKeep, parseBackupInterval, RETENTION } from "./backup-retention";

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe("backupsToKeep", () => {
  it("keeps every backup of the last 24 hours when there is one an hour", () => {
    const now = at("2026-11-25T12:30:00Z");
    const times = Array.from({ length: 24 }, (_, i) => now - i * HOUR);
    expect(backupsToKeep(times, RETENTION).size).toBe(24);
  });

  it("keeps 24 hourly, 7 daily and 4 weekly out of two months of hourly backups", () => {
    const now = at("2026-11-25T12:30:00Z");
    const times = Array.from({ length: 24 * 60 }, (_, i) => now - i * HOUR);
    const kept = [...backupsToKeep(times, RETENTION)].sort((a, b) => b - a);
    // The newest 24 hours, then the newest of each of the 7 days before… (some overlap: the
    // newest of today is also the newest hourly one), then the newest of each of 4 weeks.
    expect(kept.slice(0, 24)).toEqual(times.slice(0, 24));
    expect(kept.length).toBeLessThanOrEqual(24 + 7 + 4);
    expect(kept.length).toBeGreaterThanOrEqual(24 + 4);
    const oldest = kept.at(-1)!;
    // The newest of the fourth week back (weeks start on Monday; now is a Wednesday).
    expect(new Date(oldest).toISOString()).toBe("2026-11-08T23:30:00.000Z");
  });

  it("keeps one of several taken in the same hour only among the hourly ones", () => {
    const t = at("2026-11-25T12:00:00Z");
    const kept = backupsToKeep([t + 50 * 60_000, t + 40 * 60_000, t + 30 * 60_000], { hourly: 1, daily: 0, weekly: 0 });
    expect([...kept]).toEqual([t + 50 * 60_000]);
  });
});

describe("parseBackupInterval", () => {
  it.each([
    ["1m", 60_000],
    ["15m", 900_000],
    ["1h", 3_600_000],
    ["90s", 90_000],
    ["1d", 86_400_000],
    ["3600", 3_600_000],
  ])("%s", (raw, ms) => expect(parseBackupInterval(raw)).toBe(ms));

  it.each(["30s", "59", "0m", "", "1 hour", "-1h", "1.5h", "h", "8d", "9999999d"])("refuses %j", (raw) => {
    expect(parseBackupInterval(raw)).toBeNull();
  });
});
