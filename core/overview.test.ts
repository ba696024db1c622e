import { describe, expect, it } from "vitest";
import { overviewSince, summariseTakings, type OverviewOrder } from "./overview";

const SYD = "Australia/Sydney";
// Wednesday 25 Nov 2026, 10:00 am in Sydney (UTC+11).
const NOW = new Date("2026-11-24T23:00:00.000Z");
const order = (paidAt: string | null, total: number, status: OverviewOrder["status"] = "paid"): OverviewOrder => ({
  status,
  total,
  paidAt,
});

describe("summariseTakings", () => {
  it.each([
    [
      "paid this morning (Sydney) counts today and this week",
      [order("2026-11-24T22:00:00.000Z", 4999)],
      { today: [1, 4999], week: [1, 4999] },
    ],
    [
      "a fulfilled order counts like a paid one",
      [order("2026-11-24T22:00:00.000Z", 8999, "fulfilled")],
      { today: [1, 8999], week: [1, 8999] },
    ],
    [
      "refunded, pending, expired and cancelled do not count",
      [
        order("2026-11-24T22:00:00.000Z", 4999, "refunded"),
        order(null, 4999, "pending"),
        order(null, 4999, "expired"),
        order(null, 4999, "cancelled"),
      ],
      { today: [0, 0], week: [0, 0] },
    ],
    // 11:30 pm UTC on the 23rd is 10:30 am on Tuesday the 24th in Sydney: this week, not today.
    [
      "yesterday in Sydney (though 'today' in UTC terms it is not)",
      [order("2026-11-23T23:30:00.000Z", 12999)],
      { today: [0, 0], week: [1, 12999] },
    ],
    // Sunday 22 Nov, 11 pm in Sydney: last week.
    ["last Sunday night", [order("2026-11-22T12:00:00.000Z", 4999)], { today: [0, 0], week: [0, 0] }],
    // Monday 23 Nov, 12:30 am in Sydney: this week.
    ["Monday just after midnight", [order("2026-11-22T13:30:00.000Z", 4999)], { today: [0, 0], week: [1, 4999] }],
  ])("%s", (_name, orders, expected) => {
    const s = summariseTakings(orders, NOW, SYD);
    expect([s.today.orders, s.today.revenue]).toEqual(expected.today);
    expect([s.week.orders, s.week.revenue]).toEqual(expected.week);
  });

  it("gives 30 days ending today, each with its orders and takings", () => {
    const s = summariseTakings(
      [
        order("2026-11-24T22:00:00.000Z", 4999),
        order("2026-11-24T22:30:00.000Z", 8999),
        order("2026-10-27T01:00:00.000Z", 12999), // 27 Oct in Sydney: the first of the 30 days
        order("2026-10-25T01:00:00.000Z", 12999), // too old for the chart
      ],
      NOW,
      SYD,
    );
    expect(s.days).toHaveLength(30);
    expect(s.days[0]).toEqual({ day: "2026-10-27", orders: 1, revenue: 12999 });
    expect(s.days[29]).toEqual({ day: "2026-11-25", orders: 2, revenue: 13998 });
    expect(s.days.reduce((a, d) => a + d.orders, 0)).toBe(3);
  });
});

describe("summariseTakings in a half-hour zone", () => {
  // Adelaide is UTC+10:30 in summer: Wednesday 25 Nov began at 13:30 UTC on the 24th.
  const ADL = "Australia/Adelaide";
  it("puts orders a second either side of local midnight on their own days", () => {
    const s = summariseTakings(
      [order("2026-11-24T13:29:59.999Z", 100), order("2026-11-24T13:30:00.000Z", 200)],
      NOW,
      ADL,
    );
    expect([s.today.orders, s.today.revenue]).toEqual([1, 200]);
    expect(s.days.at(-2)).toMatchObject({ day: "2026-11-24", orders: 1, revenue: 100 });
  });
});

describe("overviewSince", () => {
  it("reaches back 30 days, or to Monday when the week began earlier", () => {
    expect(overviewSince(NOW, SYD)).toBe("2026-10-27");
  });
});
