import { describe, expect, it } from "vitest";
import { dueReminder, recoveredCheckouts, reminderWindow } from "./checkout-recovery";

const at = "2026-11-20T00:00:00.000Z";
const after = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000);
const none = { "1h": false, "24h": false };

describe("dueReminder", () => {
  it.each([
    [59, none, null],
    [60, none, "1h"],
    [23 * 60 + 59, none, "1h"],
    [23 * 60 + 59, { "1h": true, "24h": false }, null],
    [24 * 60, { "1h": true, "24h": false }, "24h"],
    // first seen after a day: only the 24-hour reminder, never both
    [24 * 60, none, "24h"],
    [30 * 60, { "1h": true, "24h": true }, null],
    [72 * 60 - 1, { "1h": true, "24h": false }, "24h"],
    // too late: a stale cart is left alone
    [72 * 60, { "1h": true, "24h": false }, null],
  ] as const)("after %i minutes with %o sent: %s", (minutes, sent, expected) => {
    expect(dueReminder(at, after(minutes), sent)).toBe(expected);
  });
});

describe("reminderWindow", () => {
  it("covers e-mails given between the stage's bounds before now", () => {
    const now = after(100 * 60);
    expect(reminderWindow("1h", now)).toEqual({
      from: new Date(now.getTime() - 24 * 3600_000).toISOString(),
      to: new Date(now.getTime() - 3600_000).toISOString(),
    });
  });
});

describe("recoveredCheckouts", () => {
  const r = (email: string, remindedAt: string) => ({ email, remindedAt });
  const o = (id: string, email: string, paidAt: string, total: number) => ({ id, email, paidAt, total });

  it("counts the first order paid with the e-mail within 7 days after the reminder", () => {
    expect(
      recoveredCheckouts(
        [r("a@x.au", "2026-11-01T00:00:00Z"), r("b@x.au", "2026-11-01T00:00:00Z"), r("c@x.au", "2026-11-01T00:00:00Z")],
        [
          o("1", "a@x.au", "2026-11-02T00:00:00Z", 5000),
          o("2", "a@x.au", "2026-11-03T00:00:00Z", 9000), // a's second order: not a recovery
          o("3", "b@x.au", "2026-10-31T23:59:59Z", 7000), // paid before the reminder
          o("4", "c@x.au", "2026-11-08T00:00:01Z", 6000), // paid after the window
        ],
      ),
    ).toEqual({ checkouts: 1, revenue: 5000 });
  });

  it("lets one paid order recover one checkout only", () => {
    expect(
      recoveredCheckouts(
        [r("a@x.au", "2026-11-01T00:00:00Z"), r("a@x.au", "2026-11-02T00:00:00Z")],
        [o("1", "a@x.au", "2026-11-03T00:00:00Z", 5000)],
      ),
    ).toEqual({ checkouts: 1, revenue: 5000 });
  });

  it("counts only recoveries paid since the given time", () => {
    const reminded = [r("a@x.au", "2026-11-01T00:00:00Z"), r("b@x.au", "2026-11-05T00:00:00Z")];
    const paid = [o("1", "a@x.au", "2026-11-02T00:00:00Z", 5000), o("2", "b@x.au", "2026-11-06T00:00:00Z", 7000)];
    expect(recoveredCheckouts(reminded, paid, "2026-11-03T00:00:00Z")).toEqual({ checkouts: 1, revenue: 7000 });
  });
});
