// The Subscriptions screen's rows under column headers: number, customer (name and e-mail), status,
// next charge, and each delivery's amount and frequency. On a phone the last two fold into the
// first cell, as the Customers screen does.
import { customerEmailLabel } from "../../../../core/erasure";
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { frequencyLabel } from "../../../../core/subscription-offer";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { StatusPill } from "./status-pill";

export function SubscriptionsList({
  subscriptions,
  searched,
}: {
  subscriptions: SubscriptionView[];
  searched: boolean;
}) {
  const th = "px-4 py-3";
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      <table className="w-full text-left text-sm" data-testid="subscriptions-list">
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className={th}>
              Subscription
            </th>
            <th scope="col" className={th}>
              Customer
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`hidden md:table-cell ${th}`}>
              Next charge
            </th>
            <th scope="col" className={`hidden text-right md:table-cell ${th}`}>
              Each delivery
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {subscriptions.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-10 text-center text-gray-600">
                {searched
                  ? "No subscriptions match: try the start of a number, an e-mail address or a name."
                  : "No subscriptions here."}
              </td>
            </tr>
          ) : null}
          {subscriptions.map((s) => {
            const next = s.nextChargeOn ? formatChargeDay(s.nextChargeOn) : "—";
            const amount = `${formatPrice(s.amount.total)} ${frequencyLabel(s.frequencyWeeks)}`;
            const email = customerEmailLabel(s.email);
            return (
              <tr key={s.number} data-testid="subscription-row" className="align-top hover:bg-purple-50/50">
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/subscriptions/${s.number}`}
                    className="inline-flex min-h-6 items-center font-semibold text-purple-700 underline-offset-2 hover:underline"
                  >
                    {s.number}
                  </Link>
                  <div className="text-xs text-gray-600 md:hidden">
                    Next charge {next} · {amount}
                  </div>
                </td>
                <td className="px-4 py-3 [overflow-wrap:anywhere]">
                  {s.customerName ? <div className="font-medium text-gray-900">{s.customerName}</div> : null}
                  <div className={s.customerName ? "text-xs text-gray-600" : "text-gray-900"}>{email}</div>
                </td>
                <td className="px-4 py-3">
                  <StatusPill status={s.status} label={s.statusLabel} />
                </td>
                <td className="hidden px-4 py-3 text-gray-700 md:table-cell">{next}</td>
                <td className="hidden px-4 py-3 text-right text-gray-900 tabular-nums md:table-cell">{amount}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
