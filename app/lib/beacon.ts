// The storefront's analytics beacon: a few hundred bytes of JSON text sent with
// navigator.sendBeacon to /api/a, which the browser sends without holding up the page or its
// unload. No cookie, no storage, no identifier: the server counts visitors by a hash that
// changes every day. Where the visit came from (the referring host and UTM labels) goes with the
// first page view only. Never throws: counting must not break shopping.
export type BeaconKind = "v" | "p" | "c" | "s";

let landed = false;

export function beacon(k: BeaconKind, extra?: { id?: string; f?: string }): void {
  try {
    const body: Record<string, string> = { k, p: location.pathname, ...extra };
    if (k === "v" && !landed) {
      landed = true;
      const ref = document.referrer && new URL(document.referrer).host;
      if (ref && ref !== location.host) body.r = ref;
      const q = new URLSearchParams(location.search);
      for (const [name, key] of [
        ["utm_source", "us"],
        ["utm_medium", "um"],
        ["utm_campaign", "uc"],
      ] as const) {
        const v = q.get(name);
        if (v) body[key] = v.slice(0, 100);
      }
    }
    navigator.sendBeacon("/api/a", JSON.stringify(body));
  } catch {
    // No beacon support, or an unreadable referrer: nothing is counted.
  }
}
