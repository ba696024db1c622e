// The Subscriptions screen's rows: number, customer, status, next charge, amount and frequency.
import { customerEmailLabel } from "../../../../core/erasure";
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { frequencyLabel } from "../../../../core/subscription-offer";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { StatusPill } from "./status-pill";

export function SubscriptionsList({ subscriptions }: { subscriptions: SubscriptionView[] }) {
  if (subscriptions.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-5 text-sm text-gray-600 ring-1 ring-gray-200">No subscriptions here.</p>
    );
  }
  return (
    <ul
      className="divide-y divide-gray-100 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
      data-testid="subscriptions-list"
    >
      {subscriptions.map((s) => (
        <li
          key={s.number}
          className="grid gap-1 p-4 sm:grid-cols-[8rem_minmax(0,1fr)_7rem_minmax(0,12rem)_7rem] sm:items-center sm:gap-4"
        >
          <Link
            to={`/admin/subscriptions/${s.number}`}
            className="inline-flex min-h-6 items-center font-semibold text-purple-700 underline-offset-2 hover:underline"
          >
            {s.number}
          </Link>
          <span className="truncate text-sm text-gray-900">{customerEmailLabel(s.email)}</span>
          <span>
            <StatusPill status={s.status} label={s.statusLabel} />
          </span>
          <span className="text-sm text-gray-700">
            <span className="sm:sr-only">Next charge: </span>
            {s.nextChargeOn ? formatChargeDay(s.nextChargeOn) : "—"}
          </span>
          <span className="text-sm text-gray-900 tabular-nums">
            {formatPrice(s.amount.total)} <span className="text-gray-600">{frequencyLabel(s.frequencyWeeks)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
