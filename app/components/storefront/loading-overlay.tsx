import { useEffect, useState } from "react";
import { TIMINGS } from "../../../core/constants";
import { useScrollLock } from "../../lib/use-scroll-lock";
import { Logo } from "../art";

/**
 * The start-up cover of SPEC §2: black, a pulsing logo on phones and a spinner
 * on larger screens, scroll locked; it hides 500 ms after the store is ready.
 * It is in the server HTML (so there is no flash of content) but a <noscript>
 * style removes it, so visitors without JavaScript see the page at once.
 */
export function LoadingOverlay({ ready, shopName }: { ready: boolean; shopName: string }) {
  const [hidden, setHidden] = useState(false);
  useScrollLock(!hidden);
  useEffect(() => {
    if (!ready) return;
    const t = window.setTimeout(() => setHidden(true), TIMINGS.overlayHideDelayMs);
    return () => window.clearTimeout(t);
  }, [ready]);
  if (hidden) return null;
  return (
    <>
      <noscript>
        <style>{"#loading-overlay{display:none!important}"}</style>
      </noscript>
      <div
        id="loading-overlay"
        role="status"
        aria-live="polite"
        data-testid="loading-overlay"
        className="fixed inset-0 z-[90] flex items-center justify-center bg-black"
      >
        <span className="sr-only">Loading the shop…</span>
        <div className="animate-pulse sm:hidden">
          <Logo tone="light" brand={shopName} className="h-12 w-auto" />
        </div>
        <div
          aria-hidden="true"
          className="hidden h-12 w-12 animate-spin rounded-full border-4 border-white/20 border-t-fuchsia-500 sm:block"
        />
      </div>
    </>
  );
}
