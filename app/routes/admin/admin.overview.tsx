import { Link, type MetaDescriptor } from "react-router";
import { LotWarnings } from "../../components/admin/overview/lot-warnings";
import { formatPrice } from "../../../core/money";
import { OVERVIEW_DAYS, overviewSince, summariseTakings } from "../../../core/overview";
import { addShopDays, shopDayKey, shopDayStart } from "../../../core/shop-time";
import { RecoveredCheckouts } from "../../components/admin/overview/recovered-checkouts";
import { SetupChecklist } from "../../components/admin/overview/setup-checklist";
import { setupToDo } from "../../../core/setup-checklist";
import { abnReady } from "../../../core/store-details";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { RevenueChart } from "../../components/admin/overview/revenue-chart";
import { SubscriptionFigures } from "../../components/admin/subscriptions/subscription-figures";
import { useStaffAccess } from "../../components/admin/shared/use-staff-role";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.overview";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Overview", matches);
}

// The first screen for staff: what came in, and what is waiting for them.
export async function loader({ context }: Route.LoaderArgs) {
  const { orders, inbox, stock, settings } = context.services;
  const zone = context.config.shopTimeZone;
  const now = context.clock();
  const since = shopDayStart(overviewSince(now, zone), zone).toISOString();
  const monthStart = shopDayStart(addShopDays(shopDayKey(now.toISOString(), zone), -(OVERVIEW_DAYS - 1)), zone);
  const [paid, toFulfil, open, levels, recovered, subscriptions] = await Promise.all([
    orders.paidSince(since),
    orders.countWithStatus("paid"),
    inbox.openCounts(),
    stock.listStock(),
    context.services.recovery.recovered(monthStart.toISOString()),
    context.services.subscriptions.staff.figures(),
  ]);
  // Lots within 60 days of the day they stop being sold, soonest first.
  const nearLots = (await context.services.stock.lots.listLots())
    .filter((l) => l.state === "near")
    .sort((a, b) => a.bestBefore.localeCompare(b.bestBefore));
  // Only once staff count stock: an uncounted flavour is unlimited, never low.
  const counted = levels.filter((l) => l.counted);
  const low = counted.filter((l) => l.low).map((l) => ({ flavor: l.flavor, available: l.available }));
  // Only the owner can fix what the checklist names (Settings, the server's set-up).
  const details = await settings.storeDetails.current();
  const setup =
    context.admin?.role === "owner"
      ? setupToDo({
          detailsSaved: details.savedByOwner,
          abnReady: abnReady(details),
          ...context.services.system.setupState(),
        })
      : [];
  return {
    setup,
    ...summariseTakings(paid, now, zone),
    toFulfil,
    ...open,
    zone,
    stockCounted: counted.length > 0,
    low,
    recovered,
    subscriptions,
    nearLots,
  };
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
  // Every role sees the figures; only screens it may open are links.
  const { mayOpen } = useStaffAccess();
  const link = (href: string) => (mayOpen(href) ? href : undefined);
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
      <SetupChecklist items={d.setup} />
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
          to={link("/admin/orders?status=paid")}
          testId="to-fulfil"
        />
        <Figure
          label="Open returns"
          value={String(d.openReturns)}
          detail="new or in progress"
          to={link("/admin/returns")}
          testId="open-returns"
        />
        <Figure
          label="New messages"
          value={String(d.newMessages)}
          detail="not yet opened"
          to={link("/admin/messages")}
          testId="new-messages"
        />
      </ul>
      <SubscriptionFigures figures={d.subscriptions} link={link} />
      {d.stockCounted ? (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200" data-testid="low-stock">
          <h3 className="font-semibold text-gray-900">Low stock</h3>
          {d.low.length === 0 ? (
            <p className="mt-1 text-sm text-gray-600">Every counted flavour is above its threshold.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {d.low.map((l) => (
                <li key={l.flavor}>
                  <span className="font-medium text-gray-900">{l.flavor}</span>:{" "}
                  {l.available <= 0 ? "sold out" : `${l.available} left`}
                </li>
              ))}
            </ul>
          )}
          {mayOpen("/admin/stock") ? (
            <Link
              to="/admin/stock"
              className="mt-2 inline-flex min-h-6 items-center text-sm font-medium text-purple-700"
            >
              Open Stock
            </Link>
          ) : null}
        </div>
      ) : null}
      <LotWarnings lots={d.nearLots} mayOpenStock={mayOpen("/admin/stock")} />
      <RecoveredCheckouts {...d.recovered} days={OVERVIEW_DAYS} />
      <RevenueChart days={d.days} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Overview" />;
}
