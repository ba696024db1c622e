// Cookieless analytics: what the storefront's beacon may say, checked once on the
// server. The beacon is a tiny JSON text (app/lib/beacon.ts); anything that is not exactly that
// is junk and is dropped whole, so no field the shop did not ask for is ever stored.
import { analyticsPath } from "./analytics-path";
import { splitFlavors } from "./flavors";

/** The largest beacon body accepted: the storefront's are under 300 bytes. */
export const BEACON_MAX_BYTES = 1024;

/** Beacons one address may send per minute (per instance); more are dropped. */
export const BEACON_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;

/** Raw events are kept this many days, then rolled up into daily counts. */
export const RAW_EVENT_DAYS = 30;

export const EVENT_KINDS = ["pageview", "product", "cart", "checkout"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The beacon's one-letter kinds (a smaller script and body). */
export const WIRE_KINDS: Record<string, EventKind> = { v: "pageview", p: "product", c: "cart", s: "checkout" };

export type Beacon = {
  kind: EventKind;
  /** The page's route pattern or public path (core/analytics-path.ts), never the address as sent. */
  path: string;
  /** The referring site's host on a visit's first page, never the full address. */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  productId: string | null;
  flavor: string | null;
};

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
const PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
// Printable text without control characters or markup brackets.
const LABEL = /^[^\p{Cc}<>]{1,100}$/u;
const ALLOWED_KEYS = new Set(["k", "p", "r", "us", "um", "uc", "id", "f"]);

/** "www.Google.com" → "google.com"; null for the shop itself or anything that is not a host. */
export function referrerHost(value: string, ownHost: string): string | null {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
  if (host.length > 253 || !HOST.test(host)) return null;
  return host === ownHost.toLowerCase().replace(/^www\./, "") ? null : host;
}

function label(value: unknown): string | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== "string") return undefined;
  const v = value.trim();
  return LABEL.test(v) ? v : undefined;
}

/** The beacon's text as a Beacon, or null when it is anything else (then nothing is stored). */
export function parseBeacon(text: string, ownHost: string): Beacon | null {
  if (text.length > BEACON_MAX_BYTES) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const b = raw as Record<string, unknown>;
  if (Object.keys(b).some((k) => !ALLOWED_KEYS.has(k))) return null;
  const kind = typeof b.k === "string" ? WIRE_KINDS[b.k] : undefined;
  if (!kind || !Object.hasOwn(WIRE_KINDS, b.k as string)) return null;
  // The address's query and any token, session or number in it are dropped here, before a write.
  const path = typeof b.p === "string" && /^\/\S{0,499}$/.test(b.p) ? analyticsPath(b.p) : null;
  if (!path) return null;
  const [utmSource, utmMedium, utmCampaign, flavor] = [label(b.us), label(b.um), label(b.uc), label(b.f)];
  if (utmSource === undefined || utmMedium === undefined || utmCampaign === undefined || flavor === undefined) {
    return null;
  }
  let productId: string | null = null;
  if (b.id !== undefined) {
    if (typeof b.id !== "string" || !PRODUCT_ID.test(b.id)) return null;
    productId = b.id;
  }
  if ((kind === "product" || kind === "cart") && !productId) return null;
  let referrer: string | null = null;
  if (b.r !== undefined) {
    if (typeof b.r !== "string") return null;
    referrer = referrerHost(b.r, ownHost);
  }
  // Where a visit came from is said once, by its first page view.
  const landing = kind === "pageview";
  return {
    kind,
    path,
    referrer: landing ? referrer : null,
    utmSource: landing ? utmSource : null,
    utmMedium: landing ? utmMedium : null,
    utmCampaign: landing ? utmCampaign : null,
    productId,
    flavor: kind === "cart" && flavor ? splitFlavors(flavor).join(", ") : null,
  };
}
