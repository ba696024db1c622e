import { useEffect, useRef, useState } from "react";
import { TIMINGS } from "../../../core/constants";
import { useScrollLock } from "../../lib/use-scroll-lock";
import { Logo } from "../art";

/**
 * The start-up cover of docs/spec.md §2: black, a pulsing logo on phones and a spinner on larger screens,
 * scroll locked; it hides 500 ms after the store is ready. It is in the server HTML (so there is no
 * flash of content) but a <noscript> style removes it, so visitors without JavaScript see the page
 * at once.
 *
 * `ready="html"`: the products came in the page's HTML, so the store is ready when it first paints;
 * a CSS animation lifts the cover 500 ms after that, the scripts still on their way or not (what
 * is tapped before they run waits visibly or is kept, see docs/architecture.md). Otherwise it
 * lifts 500 ms after `ready` turns true in the browser.
 */
export function LoadingOverlay({ ready, shopName }: { ready: boolean | "html"; shopName: string }) {
  const [hidden, setHidden] = useState(false);
  const cover = useRef<HTMLDivElement>(null);
  useScrollLock(!hidden);
  useEffect(() => {
    if (ready === "html") {
      // Follows the animation that started at the first paint: finished already, or soon.
      const lift = cover.current?.getAnimations?.()[0];
      if (!lift) return setHidden(true);
      let live = true;
      lift.finished.then(() => live && setHidden(true)).catch(() => {});
      return () => void (live = false);
    }
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
        ref={cover}
        id="loading-overlay"
        role="status"
        aria-live="polite"
        data-testid="loading-overlay"
        className={`fixed inset-0 z-[90] flex touch-none items-center justify-center bg-black ${ready === "html" ? "cover-lifts" : ""}`}
        style={ready === "html" ? { animationDelay: `${TIMINGS.overlayHideDelayMs}ms` } : undefined}
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
