// A subscription's timeline (subscription_events, newest first) and its orders on the staff page.
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import type {
  SubscriptionOrderEntry,
  SubscriptionTimelineEntry,
} from "../../../../server/modules/subscriptions/staff/subscription-staff";
import { useShopTime } from "../shared/use-shop-time";

const who = (actor: string | null) =>
  actor === "customer" ? "Customer" : actor?.startsWith("staff:") ? actor.slice(6) : actor === "system" ? "Shop" : "";

export function SubscriptionHistory({
  timeline,
  orders,
}: {
  timeline: SubscriptionTimelineEntry[];
  orders: SubscriptionOrderEntry[];
}) {
  const time = useShopTime();
  const box = "space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200";
  return (
    <>
      <section aria-labelledby="timeline-heading" className={box}>
        <h3 id="timeline-heading" className="font-semibold text-gray-900">
          Timeline
        </h3>
        {timeline.length === 0 ? <p className="text-sm text-gray-600">Nothing yet.</p> : null}
        <ol className="space-y-2" data-testid="subscription-timeline">
          {timeline.map((e) => (
            <li key={e.id} className="text-sm">
              <p className="text-gray-900">{e.message}</p>
              <p className="text-gray-600">
                {time(e.at)}
                {who(e.actor) ? ` · ${who(e.actor)}` : ""}
              </p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="sub-orders-heading" className={box}>
        <h3 id="sub-orders-heading" className="font-semibold text-gray-900">
          Orders
        </h3>
        {orders.length === 0 ? <p className="text-sm text-gray-600">No orders yet.</p> : null}
        <ul className="space-y-2">
          {orders.map((o) => (
            <li key={o.number} className="flex flex-wrap items-center gap-x-3 text-sm">
              <Link
                to={`/admin/orders/${o.number}`}
                className="inline-flex min-h-6 items-center font-semibold text-purple-700 hover:underline"
              >
                {o.number}
              </Link>
              <span className="text-gray-900">
                {o.renewalCycle === null ? "First order" : `Renewal ${o.renewalCycle}`}
              </span>
              <span className="text-gray-600">
                {formatPrice(o.total)} · {o.status} · {time(o.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
