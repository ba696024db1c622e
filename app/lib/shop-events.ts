// One EventSource per page for the server's change notices (/api/events, or in the admin its own
// stream /api/admin/events, which also carries staff-only notices such as work.changed);
// components subscribe to the event types they care about. "reconnect" fires
// when a dropped connection comes back, so subscribers can catch up.
type Listener = () => void;

export const EVENTS_URL = "/api/events";
export const ADMIN_EVENTS_URL = "/api/admin/events";

const streamUrl = () => (window.location.pathname.startsWith("/admin") ? ADMIN_EVENTS_URL : EVENTS_URL);

const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;

const fire = (type: string) => listeners.get(type)?.forEach((l) => l());

function ensureSource() {
  if (source || typeof EventSource === "undefined") return;
  source = new EventSource(streamUrl());
  let opened = false;
  source.addEventListener("open", () => {
    if (opened) fire("reconnect");
    opened = true;
  });
  for (const type of listeners.keys()) if (type !== "reconnect") source.addEventListener(type, () => fire(type));
}

/** Calls `listener` whenever the server publishes `type`; returns the unsubscribe. */
export function onShopEvent(type: string, listener: Listener): () => void {
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
    if (type !== "reconnect") source?.addEventListener(type, () => fire(type));
  }
  set.add(listener);
  ensureSource();
  return () => {
    set.delete(listener);
  };
}
