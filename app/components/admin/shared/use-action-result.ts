// The admin screens' forms post to their route action without a navigation, through a fetcher
// (keyed, so its answer outlives the form: a fulfilled or refunded order no longer shows the
// form that changed it, but the screen still flashes the outcome).
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { AdminActionResult } from "../../../lib/admin-action";

const keyFor = (orderId: string) => `order-action-${orderId}`;

/** For a form: its fetcher's Form, whether it is on its way, and the field errors it got back. */
export function useOrderAction(orderId: string, intent: string) {
  const fetcher = useFetcher<AdminActionResult>({ key: keyFor(orderId) });
  const result = fetcher.data?.intent === intent ? fetcher.data : undefined;
  return {
    Form: fetcher.Form,
    busy: fetcher.state !== "idle",
    result: fetcher.state === "idle" ? result : undefined,
    fieldErrors: result && !result.ok ? (result.fieldErrors ?? {}) : {},
  };
}

/** For the screen: calls `onResult` once for each answer that arrives while it is open. */
export function useOrderActionResult(orderId: string, onResult: (r: AdminActionResult) => void) {
  useActionResult(useFetcher<AdminActionResult>({ key: keyFor(orderId) }), onResult);
}

/** Calls `onResult` once for each answer the fetcher gets (after the loaders have caught up). */
export function useActionResult(
  fetcher: { state: string; data?: AdminActionResult },
  onResult: (r: AdminActionResult) => void,
) {
  const done = fetcher.state === "idle" ? fetcher.data : undefined;
  const seen = useRef(done);
  useEffect(() => {
    if (!done || done === seen.current) return;
    seen.current = done;
    onResult(done);
  }, [done, onResult]);
}
