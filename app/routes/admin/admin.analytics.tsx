// /admin/analytics (owners and managers): visitors counted without cookies, the funnel,
// sales and where visits came from, over a chosen range against the range before it.
import type { MetaDescriptor } from "react-router";
import { AnalyticsFigures, AnalyticsFunnel } from "../../components/admin/analytics/analytics-figures";
import { formatDay } from "../../components/admin/analytics/analytics-format";
import { AnalyticsRangeForm } from "../../components/admin/analytics/analytics-range-form";
import { AnalyticsDays, AnalyticsLists } from "../../components/admin/analytics/analytics-tables";
import { RevenueChart } from "../../components/admin/overview/revenue-chart";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { asAppError } from "../../lib/form-result";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.analytics";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Analytics", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined };
  const { analytics } = context.services;
  try {
    return { report: await analytics.report(query), error: undefined, zone: context.config.shopTimeZone };
  } catch (err) {
    const refusal = asAppError(err);
    if (!refusal || refusal.status >= 500) throw err;
    // A range that cannot be read: say why, above the default range's figures.
    return { report: await analytics.report({}), error: refusal.message, zone: context.config.shopTimeZone };
  }
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Analytics" />;
}

export default function AdminAnalytics({ loaderData: d }: Route.ComponentProps) {
  const { report } = d;
  const period = `${formatDay(report.range.from)} to ${formatDay(report.range.to)}`;
  const previous = `${formatDay(report.previousRange.from)} to ${formatDay(report.previousRange.to)}`;
  return (
    <section aria-labelledby="analytics-title" className="space-y-6">
      <div>
        <h2 id="analytics-title" className="text-2xl font-bold text-gray-900">
          Analytics
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Counted without cookies or personal data; bots are left out. Days follow the shop&apos;s calendar ({d.zone}
          ). Revenue is paid orders not refunded, GST included.
        </p>
      </div>
      <AnalyticsRangeForm range={report.range} error={d.error} />
      <p className="text-sm text-gray-700" data-testid="analytics-period">
        {period}, compared with {previous}.
      </p>
      <AnalyticsFigures report={report} />
      <AnalyticsFunnel report={report} />
      <RevenueChart days={report.days} period={period} />
      <AnalyticsLists report={report} />
      <AnalyticsDays report={report} />
    </section>
  );
}
