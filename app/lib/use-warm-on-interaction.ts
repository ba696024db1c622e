import { useEffect } from "react";

const EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Starts loading a lazily loaded part at the shopper's first touch, click or key press, so it is
 * not in the JavaScript a page loads yet is there by the time it is needed.
 */
export function useWarmOnInteraction(load: () => Promise<unknown>) {
  useEffect(() => {
    const warm = () => {
      void load().catch(() => {
        // Tried again when the part is really needed; the error shows there.
      });
      for (const type of EVENTS) window.removeEventListener(type, warm, true);
    };
    for (const type of EVENTS) window.addEventListener(type, warm, { capture: true, passive: true });
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, warm, true);
    };
  }, [load]);
}
