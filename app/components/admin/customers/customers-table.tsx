// The Customers screen's list: one row per customer (an e-mail address), with their orders,
// total spent, last order, marketing consent and subscription, each a link to their page.
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import { subscriptionStatusLabel, type CustomerRowView } from "../../../../core/customer";
import { buttonClass } from "../shared/form-controls";
import { useShopTime } from "../shared/use-shop-time";

export function consentText(consent: boolean | null): string {
  if (consent === null) return "Guest";
  return consent ? "Subscribed" : "Not subscribed";
}

export function CustomersTable(props: {
  customers: CustomerRowView[];
  searched: boolean;
  hrefFor(id: string): string;
  pages: { newer: string | null; older: string | null };
}) {
  const when = useShopTime();
  const { customers } = props;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      {customers.length === 0 ? (
        <p className="px-6 py-16 text-center text-sm text-gray-600">
          {props.searched ? "No customer's e-mail or name starts with that." : "No customers yet."}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Customer
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Orders
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Spent
              </th>
              <th scope="col" className="hidden px-4 py-3 md:table-cell">
                Last order
              </th>
              <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                Marketing
              </th>
              <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                Subscription
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {customers.map((c) => (
              <tr key={c.id} data-testid="customer-row" className="hover:bg-purple-50/50">
                <td className="px-4 py-3 [overflow-wrap:anywhere]">
                  <Link
                    to={props.hrefFor(c.id)}
                    className="inline-block py-0.5 font-semibold text-purple-700 hover:underline"
                  >
                    {c.name ?? c.email}
                  </Link>
                  {c.name ? <div className="text-xs text-gray-600">{c.email}</div> : null}
                  {/* On a phone the hidden columns are folded in here. */}
                  <div className="text-xs text-gray-600 lg:hidden">
                    <span className="md:hidden">{c.lastOrderAt ? `Last order ${when(c.lastOrderAt)} · ` : ""}</span>
                    {consentText(c.marketingConsent)}
                    {c.subscriptionStatus ? ` · Subscription ${subscriptionStatusLabel(c.subscriptionStatus)}` : ""}
                  </div>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{c.ordersCount}</td>
                <td className="px-4 py-3 text-right font-medium tabular-nums">{formatPrice(c.totalSpent)}</td>
                <td className="hidden px-4 py-3 text-gray-700 md:table-cell">
                  {c.lastOrderAt ? when(c.lastOrderAt) : "—"}
                </td>
                <td className="hidden px-4 py-3 text-gray-700 lg:table-cell">{consentText(c.marketingConsent)}</td>
                <td className="hidden px-4 py-3 text-gray-700 lg:table-cell">
                  {subscriptionStatusLabel(c.subscriptionStatus)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.pages.newer || props.pages.older ? (
        <nav aria-label="Pages of customers" className="flex justify-between gap-3 border-t border-gray-100 p-3">
          {props.pages.newer ? (
            <Link to={props.pages.newer} className={buttonClass.ghost}>
              ← More recent
            </Link>
          ) : (
            <span />
          )}
          {props.pages.older ? (
            <Link to={props.pages.older} className={buttonClass.ghost}>
              Less recent →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
