// docs/spec.md §8 dashboard messages: one at a time, gone after 3 s.
import { useCallback, useEffect, useState } from "react";
import { TIMINGS } from "../../../../core/constants";

export type Flash = { kind: "success" | "error"; text: string; at: number; ms: number };

export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (!flash) return;
    const t = window.setTimeout(() => setFlash(null), flash.ms);
    return () => window.clearTimeout(t);
  }, [flash]);
  // Upload errors stay 8 s and the max-videos error 5 s (docs/spec.md §8 message timing).
  const show = useCallback(
    (kind: Flash["kind"], text: string, ms: number = TIMINGS.messageMs) => setFlash({ kind, text, at: Date.now(), ms }),
    [],
  );
  return { flash, show };
}

export function FlashMessage({ flash }: { flash: Flash | null }) {
  // Both live regions stay mounted so screen readers announce each message.
  return (
    // Where it covers nothing staff are working on: the bottom-right corner beside the sidebar's
    // screens, raised clear of a form's sticky bar of Save and Cancel; on a phone, where the field
    // just used sits at the foot of the window, over the screen's title bar instead, letting taps through.
    <div className="pointer-events-none fixed inset-x-0 top-1 z-40 flex flex-col items-center gap-2 px-4 lg:inset-x-auto lg:top-auto lg:right-6 lg:bottom-24 lg:items-end lg:px-0">
      <div role="status" aria-live="polite">
        {flash?.kind === "success" ? (
          <p
            key={flash.at}
            data-testid="flash"
            className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-2.5 lg:pointer-events-auto lg:py-3 text-sm font-medium text-emerald-900 shadow-lg ring-1 ring-emerald-200"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 text-emerald-600">
              <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            {flash.text}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {flash?.kind === "error" ? (
          <p
            key={flash.at}
            data-testid="flash"
            className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-2.5 lg:pointer-events-auto lg:py-3 text-sm font-medium text-red-900 shadow-lg ring-1 ring-red-200"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 text-red-600">
              <path d="M10 6v5m0 3h.01" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            {flash.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
