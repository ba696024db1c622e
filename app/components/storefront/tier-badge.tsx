const TIER_STYLE: Record<string, string> = {
  Basic: "bg-gray-100 text-gray-800",
  Popular: "bg-purple-100 text-purple-800",
  Premium: "bg-fuchsia-100 text-fuchsia-800",
};

/** A product's tier (Basic, Popular, Premium) as a small pill. */
export function TierBadge({ tier, className = "" }: { tier: string; className?: string }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${TIER_STYLE[tier] ?? TIER_STYLE.Basic} ${className}`}
    >
      {tier}
    </span>
  );
}
