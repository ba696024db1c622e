// A subscription's facts on its staff page: customer, status, what it sends, schedule, amount, card.
import { customerEmailLabel } from "../../../../core/erasure";
import { formatPrice } from "../../../../core/money";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { frequencyLabel } from "../../../../core/subscription-offer";
import type { SubscriptionView } from "../../../../server/modules/subscriptions/subscription.views";
import { StatusPill } from "./status-pill";

export function SubscriptionSummary({ sub }: { sub: SubscriptionView }) {
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="text-sm text-gray-900">{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      {row("Customer", `${sub.customerName ? `${sub.customerName}, ` : ""}${customerEmailLabel(sub.email)}`)}
      {row("Status", <StatusPill status={sub.status} label={sub.statusLabel} />)}
      {row(
        "Sends",
        <ul>
          {sub.lines.map((l, i) => (
            <li key={i}>
              {l.quantity} × {l.name} ({l.flavor})
            </li>
          ))}
        </ul>,
      )}
      {sub.extras.length > 0
        ? row(
            "Next delivery also",
            `${sub.extras.map((e) => `${e.quantity} × ${e.name} (${e.flavor})`).join(", ")}, this once: ${formatPrice(sub.nextTotal)} in all`,
          )
        : null}
      {row("How often", frequencyLabel(sub.frequencyWeeks))}
      {sub.shippingOption ? row("Shipping", sub.shippingOption) : null}
      {row("Next charge", sub.nextChargeOn ? formatChargeDay(sub.nextChargeOn) : "None")}
      {row(
        "Each delivery",
        `${formatPrice(sub.amount.total)} (${sub.discountPercent}% off, ${sub.amount.gst > 0 ? "GST included" : "GST-free export"})`,
      )}
      {row("Card", sub.card ? `${sub.card.brand} ending ${sub.card.last4}` : "None kept")}
      {sub.cancelReason ? row("Reason for cancelling", sub.cancelReason) : null}
    </dl>
  );
}
