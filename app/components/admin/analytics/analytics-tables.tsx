// The Analytics screen's lists: top products and flavours, referrers, UTM campaigns, and the
// range's figures day by day. Every value is text from the report, never markup.
import type { ReactNode } from "react";
import { formatPrice } from "../../../../core/money";
import type { AnalyticsReport } from "../../../../core/analytics-report";
import { formatDay } from "./analytics-format";
import { TableScroll } from "../shared/table-scroll";

type Column<T> = { label: string; cell: (row: T) => ReactNode; numeric?: boolean };

function RankTable<T>(props: {
  title: string;
  testId: string;
  rows: readonly T[];
  columns: Column<T>[];
  empty: string;
}) {
  const { title, rows, columns } = props;
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200" aria-label={title}>
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{props.empty}</p>
      ) : (
        <TableScroll className="mt-2" label={`${title}, table`}>
          <table className="w-full text-sm" data-testid={props.testId}>
            <thead>
              <tr className="text-left text-gray-600">
                {columns.map((c, j) => (
                  <th
                    key={c.label}
                    scope="col"
                    className={`py-1 font-medium ${j > 0 ? "pl-3" : ""} ${c.numeric ? "text-right whitespace-nowrap" : ""}`}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} className="border-t border-gray-100">
                  {columns.map((c, j) =>
                    j === 0 ? (
                      <th key={c.label} scope="row" className="py-1 pr-2 text-left font-normal break-words">
                        {c.cell(r)}
                      </th>
                    ) : (
                      <td key={c.label} className={`py-1 pl-3 tabular-nums ${c.numeric ? "text-right" : ""}`}>
                        {c.cell(r)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

export function AnalyticsLists({ report }: { report: AnalyticsReport }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankTable
        title="Top products"
        testId="analytics-products"
        rows={report.topProducts}
        empty="No product was viewed or sold in this range."
        columns={[
          { label: "Product", cell: (p) => p.name },
          { label: "Views", cell: (p) => p.views, numeric: true },
          { label: "Added to cart", cell: (p) => p.addToCarts, numeric: true },
          { label: "Sold", cell: (p) => p.units, numeric: true },
          { label: "Sales", cell: (p) => formatPrice(p.revenue), numeric: true },
        ]}
      />
      <RankTable
        title="Top flavours"
        testId="analytics-flavours"
        rows={report.topFlavours}
        empty="No flavour was added to a cart or sold in this range."
        columns={[
          { label: "Flavour", cell: (f) => f.flavour },
          { label: "Added to cart", cell: (f) => f.addToCarts, numeric: true },
          { label: "Tubs sold", cell: (f) => f.units, numeric: true },
        ]}
      />
      <RankTable
        title="Referrers"
        testId="analytics-referrers"
        rows={report.referrers}
        empty="No visit came from another site in this range."
        columns={[
          { label: "Site", cell: (r) => r.host },
          { label: "Visitors", cell: (r) => r.visitors, numeric: true },
          { label: "Page views", cell: (r) => r.pageviews, numeric: true },
        ]}
      />
      <RankTable
        title="UTM campaigns"
        testId="analytics-campaigns"
        rows={report.campaigns}
        empty="No visit carried UTM labels in this range."
        columns={[
          { label: "Campaign", cell: (c) => c.campaign || "(none)" },
          { label: "Source", cell: (c) => c.source || "(none)" },
          { label: "Medium", cell: (c) => c.medium || "(none)" },
          { label: "Visitors", cell: (c) => c.visitors, numeric: true },
        ]}
      />
    </div>
  );
}

export function AnalyticsDays({ report }: { report: AnalyticsReport }) {
  return (
    <details className="rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-gray-200">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-purple-700">
        Show the figures by day
      </summary>
      <TableScroll className="mt-2" label="Figures by day, table">
        <table className="w-full" data-testid="analytics-days">
          <caption className="sr-only">Figures by day</caption>
          <thead>
            <tr className="text-left text-gray-600">
              {[
                "Day",
                "Visitors",
                "Page views",
                "Added to cart",
                "Checkouts",
                "Paid orders",
                "Revenue",
                "Renewals",
              ].map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  className={`py-1 font-medium ${i > 0 ? "pl-3 text-right whitespace-nowrap" : ""}`}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.days.map((d) => (
              <tr key={d.day} className="border-t border-gray-100 tabular-nums">
                <th scope="row" className="py-1 text-left font-normal whitespace-nowrap">
                  {formatDay(d.day)}
                </th>
                <td className="py-1 text-right">{d.visitors}</td>
                <td className="py-1 text-right">{d.pageviews}</td>
                <td className="py-1 text-right">{d.addToCarts}</td>
                <td className="py-1 text-right">{d.checkouts}</td>
                <td className="py-1 text-right">{d.orders}</td>
                <td className="py-1 text-right">{formatPrice(d.revenue)}</td>
                <td className="py-1 text-right">{d.renewals}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
