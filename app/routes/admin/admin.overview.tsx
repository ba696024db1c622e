import { Link, type MetaDescriptor } from "react-router";
import { formatPrice } from "../../../core/money";
import { overviewSince, summariseTakings } from "../../../core/overview";
import { shopDayStart } from "../../../core/shop-time";
import { AdminScreenError } from "../../components/admin/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/admin-meta";
import { RevenueChart } from "../../components/admin/revenue-chart";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.overview";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Overview", matches);
}

// The first screen for staff: what came in, and what is waiting for them.
export async function loader({ context }: Route.LoaderArgs) {
  const { orders, inbox } = context.services;
  const zone = context.config.shopTimeZone;
  const now = new Date();
  const since = shopDayStart(overviewSince(now, zone), zone).toISOString();
  const [paid, toFulfil, open] = await Promise.all([
    orders.paidSince(since),
    orders.countWithStatus("paid"),
    inbox.openCounts(),
  ]);
  return { ...summariseTakings(paid, now, zone), toFulfil, ...open, zone };
}

function Figure(props: { label: string; value: string; detail?: string; to?: string; testId: string }) {
  const body = (
    <>
      <p className="text-sm font-medium text-gray-600">{props.label}</p>
      <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums" data-testid={props.testId}>
        {props.value}
      </p>
      {props.detail ? <p className="mt-0.5 text-sm text-gray-600">{props.detail}</p> : null}
    </>
  );
  const box = "block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200";
  return (
    <li>
      {props.to ? (
        <Link to={props.to} className={`${box} hover:ring-purple-300`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

const orders = (n: number) => `${n} order${n === 1 ? "" : "s"}`;

export default function AdminOverview({ loaderData: d }: Route.ComponentProps) {
  return (
    <section aria-labelledby="overview-title" className="space-y-6">
      <div>
        <h2 id="overview-title" className="text-2xl font-bold text-gray-900">
          Overview
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Takings are paid orders not refunded, GST included, by the shop&apos;s calendar ({d.zone}).
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="At a glance">
        <Figure
          label="Today"
          value={formatPrice(d.today.revenue)}
          detail={orders(d.today.orders)}
          testId="takings-today"
        />
        <Figure
          label="This week"
          value={formatPrice(d.week.revenue)}
          detail={orders(d.week.orders)}
          testId="takings-week"
        />
        <Figure
          label="To fulfil"
          value={String(d.toFulfil)}
          detail="paid, not yet sent"
          to="/admin/orders?status=paid"
          testId="to-fulfil"
        />
        <Figure
          label="Open returns"
          value={String(d.openReturns)}
          detail="new or in progress"
          to="/admin/returns"
          testId="open-returns"
        />
        <Figure
          label="New messages"
          value={String(d.newMessages)}
          detail="not yet opened"
          to="/admin/messages"
          testId="new-messages"
        />
      </ul>
      <RevenueChart days={d.days} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Overview" />;
}
