import { describe, expect, it, vi } from "vitest";
import {
  formatDayKey,
  addShopDays,
  formatShopDate,
  formatShopTime,
  isTimeZone,
  shopDayKey,
  shopDayStart,
  shopLocalTimestamp,
  shopTimestamper,
  shopWeekStart,
} from "./shop-time";

// 2026-01-15 is daylight saving in Sydney (UTC+11), 2026-07-15 is not (UTC+10); Perth never has it.
describe("shop time", () => {
  it.each([
    ["2026-01-15T04:15:00.000Z", "Australia/Sydney", "15 Jan 2026, 3:15 pm AEDT"],
    ["2026-07-15T04:15:00.000Z", "Australia/Sydney", "15 July 2026, 2:15 pm AEST"],
    ["2026-01-15T04:15:00.000Z", "Australia/Perth", "15 Jan 2026, 12:15 pm AWST"],
    [null, "Australia/Sydney", "—"],
  ])("formatShopTime(%s, %s) is %s", (iso, zone, expected) => {
    expect(formatShopTime(iso, zone)).toBe(expected);
  });

  it.each([
    // 11:30 pm UTC on the 14th is already the 15th in Sydney.
    ["2026-01-14T23:30:00.000Z", "Australia/Sydney", "15 January 2026"],
    ["2026-01-14T23:30:00.000Z", "UTC", "14 January 2026"],
  ])("formatShopDate(%s, %s) is %s", (iso, zone, expected) => {
    expect(formatShopDate(iso, zone)).toBe(expected);
  });

  it.each([
    ["2026-01-15T04:15:09.000Z", "Australia/Sydney", "2026-01-15 15:15:09 +11:00"],
    ["2026-07-15T14:05:00.000Z", "Australia/Sydney", "2026-07-16 00:05:00 +10:00"],
    ["2026-01-15T04:15:00.000Z", "Australia/Adelaide", "2026-01-15 14:45:00 +10:30"],
    ["2026-01-15T04:15:00.000Z", "UTC", "2026-01-15 04:15:00 +00:00"],
  ])("shopLocalTimestamp(%s, %s) is %s", (iso, zone, expected) => {
    expect(shopLocalTimestamp(iso, zone)).toBe(expected);
  });

  it("knows real zones and refuses made-up ones", () => {
    expect(isTimeZone("Australia/Sydney")).toBe(true);
    expect(isTimeZone("Australia/Springfield")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("shop days", () => {
  it.each([
    ["2026-01-14T13:00:00.000Z", "2026-01-15"], // midnight in Sydney (UTC+11)
    ["2026-01-14T12:59:59.000Z", "2026-01-14"],
  ])("shopDayKey(%s) in Sydney is %s", (iso, day) => {
    expect(shopDayKey(iso, "Australia/Sydney")).toBe(day);
  });

  it.each([
    ["2026-01-15", "Australia/Sydney", "2026-01-14T13:00:00.000Z"],
    ["2026-07-15", "Australia/Sydney", "2026-07-14T14:00:00.000Z"],
    // Daylight saving starts at 2 am on 4 Oct 2026 and ends at 3 am on 5 Apr 2026: midnight is before both.
    ["2026-10-04", "Australia/Sydney", "2026-10-03T14:00:00.000Z"],
    ["2026-10-05", "Australia/Sydney", "2026-10-04T13:00:00.000Z"],
    ["2026-04-05", "Australia/Sydney", "2026-04-04T13:00:00.000Z"],
    ["2026-04-06", "Australia/Sydney", "2026-04-05T14:00:00.000Z"],
    ["2026-01-15", "UTC", "2026-01-15T00:00:00.000Z"],
  ])("shopDayStart(%s, %s) is %s", (day, zone, iso) => {
    expect(shopDayStart(day, zone).toISOString()).toBe(iso);
  });

  it.each([
    ["2026-11-23", "2026-11-23"], // a Monday
    ["2026-11-29", "2026-11-23"], // Sunday
    ["2026-12-02", "2026-11-30"],
    ["2026-01-01", "2025-12-29"], // across the year
  ])("the week of %s starts on %s", (day, monday) => {
    expect(shopWeekStart(day)).toBe(monday);
  });

  it("adds days across months and years", () => {
    expect(addShopDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addShopDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("shopTimestamper", () => {
  const same = (zone: string, from: string, days: number, stepMs: number) => {
    const stamp = shopTimestamper(zone);
    const start = Date.parse(from);
    for (let ms = start; ms < start + days * 86_400_000; ms += stepMs) {
      const iso = new Date(ms).toISOString();
      const want = shopLocalTimestamp(iso, zone);
      if (stamp(iso) !== want) expect(stamp(iso), iso).toBe(want);
    }
  };
  const ZONES = [
    "Australia/Sydney",
    "Australia/Adelaide",
    "Australia/Lord_Howe",
    "Asia/Kathmandu",
    "UTC",
    "America/St_Johns",
  ];

  it.each(ZONES)("writes what shopLocalTimestamp writes over two years in %s", (zone) => {
    same(zone, "2025-01-01T00:00:00.000Z", 730, 2_233_500);
  });

  // Each Australian change of 2025, swept a minute at a time, a second off each quarter hour.
  it.each([
    ["Australia/Sydney", "2025-04-05T00:00:00.000Z"],
    ["Australia/Sydney", "2025-10-04T00:00:00.000Z"],
    ["Australia/Adelaide", "2025-04-05T00:00:00.000Z"],
    ["Australia/Adelaide", "2025-10-04T00:00:00.000Z"],
    ["Australia/Lord_Howe", "2025-04-05T00:00:00.000Z"],
    ["Australia/Lord_Howe", "2025-10-04T00:00:00.000Z"],
  ])("matches it through the daylight-saving change in %s on %s", (zone, day) => {
    same(zone, day, 1, 59_000);
  });

  // A CSV of a million orders over two years: the zone is asked about each day (twice), not each
  // quarter hour that has an order (70,000 of them), which cost a sixth of the export's time.
  it("asks the time zone about a few instants a day, however many orders a day has", () => {
    const stamp = shopTimestamper("Australia/Sydney");
    const asked = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    const start = Date.parse("2025-01-01T00:00:00.000Z");
    for (let i = 0; i < 100_000; i++) stamp(new Date(start + i * 630_000).toISOString());
    // 100,000 instants 10.5 minutes apart: 730 days.
    expect(asked.mock.calls.length).toBeLessThan(3 * 730);
    asked.mockRestore();
  });
});

describe("formatDayKey", () => {
  it("writes a shop day as people read it, never as ISO", () => {
    expect(formatDayKey("2027-01-09")).toBe("9 Jan 2027");
    expect(formatDayKey("2026-12-25")).toBe("25 Dec 2026");
  });
});
