import { useLayoutEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false on the server and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Runs `adopt` once, as the page hydrates and before it paints again: to take into React's state
 * what a shopper typed or chose in the server's HTML before the scripts ran (React keeps such a
 * field's text or tick while hydrating, then writes its own state back at the next render).
 */
export function useAdoptOnHydrate(adopt: () => void): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(adopt, []);
}
