import { describe, expect, it } from "vitest";
import { formatShopDate, formatShopTime, isTimeZone, shopLocalTimestamp } from "./shop-time";

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
