// In-process publish/subscribe for "something changed" notices that drive
// live updates (SSE). A scale-out transport can wrap the same interface.
export type ShopEvent =
  | { type: "products.changed" }
  | { type: "videos.changed" }
  | { type: "settings.changed"; key: string }
  // Editable content published (a page, the home copy, the announcement bar): caches drop it.
  | { type: "content.changed"; key: string }
  // Staff only (the admin's stream, never the storefront's): work waiting for staff changed.
  | { type: "work.changed" };

/** Events only the admin's stream carries. */
export const STAFF_EVENTS: ReadonlySet<ShopEvent["type"]> = new Set(["work.changed"]);

export type EventBus = {
  publish(event: ShopEvent): void;
  subscribe(listener: (event: ShopEvent) => void): () => void;
};

export function createEventBus(): EventBus {
  const listeners = new Set<(event: ShopEvent) => void>();
  return {
    publish(event) {
      for (const l of listeners) l(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
