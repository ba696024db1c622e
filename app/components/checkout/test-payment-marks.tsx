// The test payment page's small marks: the padlock and the "Test mode" badge.
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function TestModeBadge() {
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold tracking-wide text-amber-800 uppercase">
      Test mode
    </span>
  );
}
