// The Overview's subscription figures. Monthly recurring revenue is each active
// subscription's delivery at today's prices × 52 / 12 ÷ its frequency in weeks (core/subscription-delivery.ts).
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import type { SubscriptionFigures as Figures } from "../../../../server/modules/subscriptions/staff/subscription-staff";

export function SubscriptionFigures({
  figures,
  link,
}: {
  figures: Figures;
  link: (href: string) => string | undefined;
}) {
  const items = [
    {
      label: "Active subscribers",
      value: String(figures.activeSubscribers),
      to: "/admin/subscriptions?status=active",
      id: "active-subscribers",
    },
    {
      label: "Monthly recurring revenue",
      value: formatPrice(figures.monthlyRecurringRevenue),
      detail: "active subscriptions at today's prices",
      id: "mrr",
    },
    {
      label: "Cancelled this month",
      value: String(figures.cancelledThisMonth),
      to: "/admin/subscriptions?status=cancelled",
      id: "cancelled-this-month",
    },
    {
      label: "Renewals due",
      value: String(figures.renewalsDueNext7Days),
      detail: "in the next 7 days",
      id: "renewals-due",
    },
  ];
  const box = "block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200";
  return (
    <section aria-labelledby="subscription-figures-heading" className="space-y-3">
      <h3 id="subscription-figures-heading" className="font-semibold text-gray-900">
        Subscriptions
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((f) => {
          const href = f.to ? link(f.to) : undefined;
          const body = (
            <>
              <p className="text-sm font-medium text-gray-600">{f.label}</p>
              <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums" data-testid={f.id}>
                {f.value}
              </p>
              {f.detail ? <p className="mt-0.5 text-sm text-gray-600">{f.detail}</p> : null}
            </>
          );
          return (
            <li key={f.id}>
              {href ? (
                <Link to={href} className={`${box} hover:ring-purple-300`}>
                  {body}
                </Link>
              ) : (
                <div className={box}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
