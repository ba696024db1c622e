import { useId } from "react";
import type { DailyTakings } from "../../../../core/overview";
import { formatPrice } from "../../../../core/money";
import { axisLabelDays } from "./chart-axis";

// The bars are drawn in a 600 × 160 box stretched to the chart's width; the dates under them are
// HTML text at the page's own size (an SVG's text grew with the drawing, to 22 px at 1440 px).
const W = 600;
const H = 160;
const PAD = { top: 8, right: 0, bottom: 1, left: 0 };

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-AU", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * Takings per day as bars, drawn as SVG (no chart library): the picture has a name and a
 * summary for screen readers, each bar its own tooltip, and the figures are a table one click away.
 */
export function RevenueChart({ days, period }: { days: readonly DailyTakings[]; period?: string }) {
  const id = useId();
  // The Overview's is always the last N days; the Analytics screen names its chosen range.
  const over = period ?? `the last ${days.length} days`;
  const max = Math.max(...days.map((d) => d.revenue), 1);
  const total = days.reduce((a, d) => a + d.revenue, 0);
  const orders = days.reduce((a, d) => a + d.orders, 0);
  const best = days.reduce((a, d) => (d.revenue > a.revenue ? d : a), days[0]!);
  const slot = (W - PAD.left - PAD.right) / days.length;
  const labelled = axisLabelDays(days.length);
  const plotH = H - PAD.top - PAD.bottom;
  const summary =
    total === 0
      ? `No takings in ${over}.`
      : `${formatPrice(total)} from ${orders} order${orders === 1 ? "" : "s"} in ${over}; the best day was ${dayLabel(best.day)} with ${formatPrice(best.revenue)}.`;
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold text-gray-900">
          Takings, {period ?? `last ${days.length} days`}
        </h3>
        <p className="text-sm text-gray-600">{formatPrice(total)} incl. GST</p>
      </figcaption>
      {total === 0 ? (
        <p className="mt-3 text-sm text-gray-600" data-testid="revenue-empty">
          {summary}
        </p>
      ) : (
        <>
          {bars()}
          {axisLabels()}
          {figures()}
        </>
      )}
    </figure>
  );

  function bars() {
    return (
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="mt-4 block h-36 w-full sm:h-44"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="revenue-chart"
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#d1d5db" />
        {days.map((d, i) => {
          const h = (d.revenue / max) * plotH;
          const x = PAD.left + i * slot;
          return (
            <g key={d.day}>
              <rect
                x={x + slot * 0.15}
                y={H - PAD.bottom - h}
                width={slot * 0.7}
                height={Math.max(h, d.revenue > 0 ? 2 : 0)}
                rx="2"
                fill={i === days.length - 1 ? "#9333ea" : "#c084fc"}
              >
                <title>{`${dayLabel(d.day)}: ${formatPrice(d.revenue)} (${d.orders} orders)`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
    );
  }

  /** Under the bars, centred on their day. */
  function axisLabels() {
    return (
      <div aria-hidden="true" className="relative mt-1 h-6 text-sm text-gray-600" data-testid="revenue-axis">
        {labelled.map((i) => {
          const centre = ((i + 0.5) / days.length) * 100;
          // The first and last would stick out of the chart if centred on their narrow day.
          const place = i === days.length - 1 ? "right-0" : centre < 10 ? "left-0" : "-translate-x-1/2";
          return (
            <span
              key={i}
              className={`absolute top-0 whitespace-nowrap ${place}`}
              style={place === "-translate-x-1/2" ? { left: `${centre}%` } : undefined}
            >
              {dayLabel(days[i]!.day)}
            </span>
          );
        })}
      </div>
    );
  }

  function figures() {
    return (
      <>
        <p className="mt-2 text-sm text-gray-600">{summary}</p>
        <details className="mt-3 text-sm">
          <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-purple-700">
            Show the figures
          </summary>
          <table className="mt-2 w-full max-w-md">
            <caption className="sr-only">Takings per day</caption>
            <thead>
              <tr className="text-left text-gray-600">
                <th scope="col" className="py-1 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Takings
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-t border-gray-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {dayLabel(d.day)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{d.orders}</td>
                  <td className="py-1 text-right tabular-nums">{formatPrice(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </>
    );
  }
}
