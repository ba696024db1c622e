// The Subscriptions screen's business figures for a chosen range (core/subscription-report.ts):
// subscribers and monthly recurring revenue now, started and cancelled in the range, churn, and
// the reasons customers gave for cancelling.
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import { formatDayKey, addShopDays } from "../../../../core/shop-time";
import { REPORT_RANGE_LABELS, REPORT_RANGES } from "../../../../core/subscription-report";
import type { SubscriptionReport as Report } from "../../../../server/modules/subscriptions/staff/subscription-staff";

export function SubscriptionReport({ report, hrefFor }: { report: Report; hrefFor: (range: string) => string }) {
  const lastDay = addShopDays(report.to, -1);
  const span = `${formatDayKey(report.from)} to ${formatDayKey(lastDay)}`;
  const figures = [
    { label: "Active subscribers", value: String(report.activeSubscribers), detail: "now", id: "report-active" },
    {
      label: "Monthly recurring revenue",
      value: formatPrice(report.monthlyRecurringRevenue),
      detail: "active subscriptions at today's prices",
      id: "report-mrr",
    },
    { label: "New", value: String(report.started), detail: "started in this period", id: "report-new" },
    { label: "Cancelled", value: String(report.cancelled), detail: "in this period", id: "report-cancelled" },
    {
      label: "Churn",
      value: report.churnPercent === null ? "–" : `${report.churnPercent}%`,
      detail:
        report.churnPercent === null
          ? "no subscribers at the start"
          : `of ${report.subscribersAtStart} subscribers at the start`,
      id: "report-churn",
    },
  ];
  const tab = (active: boolean) =>
    `inline-flex min-h-8 items-center rounded-full px-3 text-sm font-semibold ${
      active ? "bg-purple-700 text-white" : "bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
    }`;
  return (
    <section aria-labelledby="subscription-report-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="subscription-report-heading" className="font-semibold text-gray-900">
          How subscriptions are going
        </h3>
        <p className="text-sm text-gray-600">{span}</p>
      </div>
      <ul aria-label="Period" className="flex flex-wrap gap-2">
        {REPORT_RANGES.map((r) => (
          <li key={r}>
            <Link
              to={hrefFor(r)}
              className={tab(report.range === r)}
              aria-current={report.range === r ? "true" : undefined}
              preventScrollReset
            >
              {REPORT_RANGE_LABELS[r]}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map((f) => (
          <li key={f.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <p className="text-sm font-medium text-gray-600">{f.label}</p>
            <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums" data-testid={f.id}>
              {f.value}
            </p>
            <p className="mt-0.5 text-sm text-gray-600">{f.detail}</p>
          </li>
        ))}
      </ul>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <h4 className="text-sm font-semibold text-gray-900">Why customers cancelled</h4>
        {report.reasons.length === 0 ? (
          <p className="mt-1 text-sm text-gray-600">No cancellations in this period.</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">Reason</th>
                <th scope="col">Cancellations</th>
              </tr>
            </thead>
            <tbody>
              {report.reasons.map((r) => (
                <tr key={r.reason} className="border-t border-gray-100 first:border-0">
                  <td className="py-1.5 pr-3 text-gray-800">{r.reason}</td>
                  <td className="py-1.5 text-right font-semibold text-gray-900 tabular-nums">{r.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
