import { describe, expect, it } from "vitest";
import {
  addWeeks,
  afterPause,
  afterSkip,
  chargeMoment,
  firstChargeOn,
  isChargeDue,
  moveRefusal,
  reminderOn,
  retryOn,
} from "./subscription-dates";

const SYD = "Australia/Sydney";
const PER = "Australia/Perth";

describe("subscription dates", () => {
  it.each([
    ["2026-01-31", 4, "2026-02-28"],
    ["2026-02-01", 4, "2026-03-01"],
    ["2028-02-01", 4, "2028-02-29"], // leap year
    ["2026-12-20", 2, "2027-01-03"], // year end
    ["2026-03-29", 6, "2026-05-10"],
  ])("%s + %i weeks is %s", (day, weeks, want) => {
    expect(addWeeks(day, weeks)).toBe(want);
  });

  it.each([
    // paid at 23:30 UTC on 1 Apr = 10:30 am 2 Apr in Sydney (AEDT)
    ["2026-04-01T23:30:00.000Z", 4, SYD, "2026-04-30"],
    ["2026-04-01T23:30:00.000Z", 4, PER, "2026-04-30"], // 7:30 am 2 Apr in Perth
    ["2026-04-01T12:00:00.000Z", 4, PER, "2026-04-29"], // 8 pm 1 Apr in Perth
  ])("first charge after a payment at %s every %i weeks in %s: %s", (paidAt, weeks, zone, want) => {
    expect(firstChargeOn(paidAt, weeks, zone)).toBe(want);
  });

  it.each([
    // an ordinary summer day: 9 am AEDT (UTC+11)
    ["2026-01-15", SYD, "2026-01-14T22:00:00.000Z"],
    // daylight saving ends 5 Apr 2026 at 3 am (25-hour day): 9 am AEST (UTC+10)
    ["2026-04-05", SYD, "2026-04-04T23:00:00.000Z"],
    // daylight saving starts 4 Oct 2026 at 2 am (23-hour day): 9 am AEDT (UTC+11)
    ["2026-10-04", SYD, "2026-10-03T22:00:00.000Z"],
    ["2026-07-01", SYD, "2026-06-30T23:00:00.000Z"],
    ["2026-10-04", PER, "2026-10-04T01:00:00.000Z"], // Perth has no daylight saving
  ])("the charge for %s in %s is due at %s (9 am local)", (day, zone, want) => {
    expect(chargeMoment(day, zone).toISOString()).toBe(want);
  });

  it("is due from the charge hour, not before", () => {
    expect(isChargeDue("2026-01-15", new Date("2026-01-14T21:59:59.000Z"), SYD)).toBe(false);
    expect(isChargeDue("2026-01-15", new Date("2026-01-14T22:00:00.000Z"), SYD)).toBe(true);
  });

  it("reminds three days before by default", () => {
    expect(reminderOn("2026-03-02")).toBe("2026-02-27");
    expect(reminderOn("2026-03-02", 5)).toBe("2026-02-25");
  });

  it("skips one frequency and pauses whole deliveries", () => {
    expect(afterSkip("2026-05-01", 6)).toBe("2026-06-12");
    expect(afterPause("2026-05-01", 4, 3)).toBe("2026-07-24");
    expect(() => afterPause("2026-05-01", 4, 4)).toThrow("A pause is 1 to 3 deliveries");
    expect(() => afterPause("2026-05-01", 4, 0)).toThrow();
  });

  it("retries a failed charge on days 1, 3 and 7, then gives up", () => {
    expect(retryOn("2026-05-01", 1)).toBe("2026-05-02");
    expect(retryOn("2026-05-01", 2)).toBe("2026-05-04");
    expect(retryOn("2026-05-01", 3)).toBe("2026-05-08");
    expect(retryOn("2026-05-01", 4)).toBeNull();
  });

  it.each([
    ["2026-05-10", null],
    ["2026-05-02", null],
    ["2026-05-01", "Choose a date from tomorrow"],
    ["2026-06-13", "Choose a date up to 2026-06-12"],
    ["2026-02-30", "Choose a date"],
    ["soon", "Choose a date"],
  ])("moving the next charge to %s: %s", (day, want) => {
    expect(moveRefusal(day, "2026-05-01", "2026-05-15", 4)).toBe(want);
  });
});
