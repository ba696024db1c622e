// The Analytics screen's headline figures, each against the period before, and the funnel.
import { formatPrice } from "../../../../core/money";
import type { AnalyticsReport, Totals } from "../../../../core/analytics-report";
import { formatChange, formatRate } from "./analytics-format";

type Figure = { label: string; key: keyof Totals; show: (n: number) => string; testId: string };

const FIGURES: Figure[] = [
  { label: "Visitors", key: "visitors", show: String, testId: "analytics-visitors" },
  { label: "Paid orders", key: "orders", show: String, testId: "analytics-orders" },
  { label: "Revenue", key: "revenue", show: formatPrice, testId: "analytics-revenue" },
  { label: "Average order value", key: "averageOrder", show: formatPrice, testId: "analytics-aov" },
  { label: "Conversion rate", key: "conversion", show: formatRate, testId: "analytics-conversion" },
  { label: "Repeat customers", key: "repeatRate", show: formatRate, testId: "analytics-repeat" },
  // Renewals are charged by the shop, not brought by a visit: beside the sales, never in them.
  { label: "Subscription renewals", key: "renewals", show: String, testId: "analytics-renewals" },
  { label: "Recurring revenue", key: "recurringRevenue", show: formatPrice, testId: "analytics-recurring" },
];

const TREND = { up: "text-green-800", down: "text-red-800", same: "text-gray-600" } as const;

export function AnalyticsFigures({ report }: { report: AnalyticsReport }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Figures for the range">
      {FIGURES.map((f) => {
        const now = report.totals[f.key];
        const c = formatChange(now, report.previous[f.key]);
        return (
          <li key={f.key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <p className="text-sm font-medium text-gray-600">{f.label}</p>
            <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums" data-testid={f.testId}>
              {f.show(now)}
            </p>
            <p className={`mt-0.5 text-sm ${TREND[c.trend]}`}>
              {c.text} ({f.show(report.previous[f.key])})
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function AnalyticsFunnel({ report }: { report: AnalyticsReport }) {
  const first = report.funnel[0]?.count ?? 0;
  return (
    <section aria-labelledby="funnel-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h3 id="funnel-title" className="font-semibold text-gray-900">
        Funnel
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        Visitors who took each step (a visitor is counted once a day); the last step is visits that paid at checkout.
        Subscription renewals are not visits and are not counted here.
      </p>
      <table className="mt-3 w-full text-sm" data-testid="analytics-funnel">
        <thead>
          <tr className="text-left text-gray-600">
            <th scope="col" className="py-1 font-medium">
              Step
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Count
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              From the step before
            </th>
          </tr>
        </thead>
        <tbody>
          {report.funnel.map((s) => (
            <tr key={s.step} className="border-t border-gray-100">
              <th scope="row" className="py-2 text-left font-normal">
                <span className="block">{s.step}</span>
                <span aria-hidden="true" className="mt-1 block h-2 rounded-full bg-purple-100">
                  <span
                    className="block h-2 rounded-full bg-purple-600"
                    style={{ width: `${first > 0 ? Math.min(100, (s.count / first) * 100) : 0}%` }}
                  />
                </span>
              </th>
              <td className="py-2 text-right align-top tabular-nums">{s.count}</td>
              <td className="py-2 text-right align-top tabular-nums">{s.rate === null ? "—" : formatRate(s.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
