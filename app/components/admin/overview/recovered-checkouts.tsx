// The Overview's abandoned checkout recovery figure: reminded checkouts whose shopper
// paid within 7 days of the reminder (core/checkout-recovery.ts), over the chart's 30 days.
import { RECOVERY_WINDOW_DAYS } from "../../../../core/checkout-recovery";
import { formatPrice } from "../../../../core/money";

export function RecoveredCheckouts(props: { checkouts: number; revenue: number; days: number }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200" data-testid="recovered-checkouts">
      <h3 className="font-semibold text-gray-900">Recovered checkouts, last {props.days} days</h3>
      <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">
        {formatPrice(props.revenue)}{" "}
        <span className="text-base font-medium text-gray-600">
          from {props.checkouts} checkout{props.checkouts === 1 ? "" : "s"}
        </span>
      </p>
      <p className="mt-1 text-sm text-gray-600">
        Orders paid within {RECOVERY_WINDOW_DAYS} days of a cart reminder to the same e-mail.
      </p>
    </div>
  );
}
