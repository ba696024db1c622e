import type { SubscriptionStatus } from "../../../../core/subscription-changes";

const TONE: Record<SubscriptionStatus, string> = {
  active: "bg-green-100 text-green-900",
  paused: "bg-amber-100 text-amber-900",
  past_due: "bg-red-100 text-red-900",
  cancelled: "bg-gray-200 text-gray-900",
};

export function StatusPill({ status, label }: { status: SubscriptionStatus; label: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>{label}</span>;
}
