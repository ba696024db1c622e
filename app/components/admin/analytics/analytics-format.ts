// How the Analytics screen writes its figures: percentages, changes and days, in Australian style.
import { change } from "../../../../core/analytics-report";

const percent = new Intl.NumberFormat("en-AU", { style: "percent", maximumFractionDigits: 1 });

export const formatRate = (rate: number) => percent.format(rate);

/** "▲ 12% on the previous period", "▼ 3% …", "no change …", or "none in the previous period". */
export function formatChange(now: number, before: number): { text: string; trend: "up" | "down" | "same" } {
  const c = change(now, before);
  if (c === null) return { text: now === 0 ? "none in either period" : "none in the previous period", trend: "same" };
  if (Math.abs(c) < 0.0005) return { text: "no change on the previous period", trend: "same" };
  return {
    text: `${c > 0 ? "up" : "down"} ${formatRate(Math.abs(c))} on the previous period`,
    trend: c > 0 ? "up" : "down",
  };
}

export { formatDayKey as formatDay } from "../../../../core/shop-time";
