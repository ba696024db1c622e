// The figures on the admin Overview: today's and this week's takings, and the last 30 days by day,
// all by the shop's calendar (SHOP_TIME_ZONE). Takings are paid orders that were not refunded,
// GST included, counted on the day they were paid.
import { addShopDays, shopDayKey, shopWeekStart } from "./shop-time";
import type { OrderStatus } from "./order";

export const OVERVIEW_DAYS = 30;

export type OverviewOrder = { status: OrderStatus; total: number; paidAt: string | null };
export type Takings = { orders: number; revenue: number };
export type DailyTakings = Takings & { day: string };

const QUARTER_HOUR_MS = 15 * 60_000;
const counts = (status: OrderStatus) => status === "paid" || status === "fulfilled";

/** The first shop day whose paid orders the overview needs (the earlier of 30 days ago and Monday). */
export function overviewSince(now: Date, zone: string): string {
  const today = shopDayKey(now.toISOString(), zone);
  const monthAgo = addShopDays(today, -(OVERVIEW_DAYS - 1));
  const monday = shopWeekStart(today);
  return monday < monthAgo ? monday : monthAgo;
}

export function summariseTakings(orders: readonly OverviewOrder[], now: Date, zone: string) {
  const today = shopDayKey(now.toISOString(), zone);
  const monday = shopWeekStart(today);
  const days: DailyTakings[] = Array.from({ length: OVERVIEW_DAYS }, (_, i) => ({
    day: addShopDays(today, i - (OVERVIEW_DAYS - 1)),
    orders: 0,
    revenue: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const todayTakings: Takings = { orders: 0, revenue: 0 };
  const week: Takings = { orders: 0, revenue: 0 };
  // A shop's day starts on a quarter hour of UTC in every zone (offsets are whole quarter hours),
  // so the day is worked out once per quarter hour, not once per order: a busy month is tens of
  // thousands of orders, and each time-zone conversion costs microseconds.
  const dayOfQuarter = new Map<number, string>();
  const dayOf = (iso: string) => {
    const quarter = Math.floor(Date.parse(iso) / QUARTER_HOUR_MS);
    const known = dayOfQuarter.get(quarter);
    if (known !== undefined) return known;
    const day = shopDayKey(new Date(quarter * QUARTER_HOUR_MS).toISOString(), zone);
    dayOfQuarter.set(quarter, day);
    return day;
  };
  for (const o of orders) {
    if (!o.paidAt || !counts(o.status)) continue;
    const day = dayOf(o.paidAt);
    if (day > today) continue;
    const bucket = byDay.get(day);
    if (bucket) {
      bucket.orders++;
      bucket.revenue += o.total;
    }
    if (day === today) {
      todayTakings.orders++;
      todayTakings.revenue += o.total;
    }
    if (day >= monday) {
      week.orders++;
      week.revenue += o.total;
    }
  }
  return { today: todayTakings, week, days };
}
