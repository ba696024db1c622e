/** What the admin guard shows while it checks the session (docs/spec.md §2). */
export function VerifyingAuth({ overlay = false }: { overlay?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        overlay
          ? "fixed inset-0 z-50 flex items-center justify-center bg-gray-50/80 backdrop-blur-sm"
          : "flex min-h-screen items-center justify-center bg-gray-50"
      }
    >
      <div className="flex items-center gap-3 rounded-xl bg-white px-5 py-4 text-sm font-medium text-gray-700 shadow-sm ring-1 ring-gray-200">
        <Spinner />
        Verifying authentication...
      </div>
    </div>
  );
}

export function Spinner({ className = "h-5 w-5 text-purple-600" }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity=".25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
