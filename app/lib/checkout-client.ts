// The browser side of checkout (docs/spec.md §5, §7, §8): builds the spec's payload,
// calls the server, and turns every outcome into the message the spec gives.
// The server prices the cart; nothing here decides money.
import type { CartItem } from "../../core/cart";
import type { ShippingChoice } from "../../core/shipping";
import { STORAGE_KEYS } from "../../core/constants";
import { beacon } from "./beacon";

export const CHECKOUT_ENDPOINT = "/api/checkout";
export const NO_URL_MESSAGE = "No checkout URL returned from server";
export const FALLBACK_MESSAGE = "Something went wrong with the checkout process. Please try again.";

/** The docs/spec.md §7 line: the cart item as the shopper saw it (the server re-prices it). */
export type CheckoutLine = CartItem;

/** The cart drawer's contact step (with Stripe): sent with the cart, checked by the server. */
export type CheckoutContact = { email: string; marketingConsent: boolean };

/** `emailError`: the server refused the contact step's e-mail, for its field to show. */
export type CheckoutResult = { ok: true; url: string } | { ok: false; message: string; emailError?: string };

const text = (v: unknown, fallback: string) => (typeof v === "string" && v.trim() !== "" ? v : fallback);

/** docs/spec.md §5 payload defaults: name 'Product', description 'No description', empty images dropped, … */
export function toCheckoutPayload(items: readonly Partial<CartItem>[]): { cart: CheckoutLine[] } {
  return {
    cart: items.map((i) => ({
      id: String(i.id ?? ""),
      name: text(i.name, "Product"),
      description: text(i.description, "No description"),
      images: (Array.isArray(i.images) ? i.images : []).filter((u) => typeof u === "string" && u.trim() !== ""),
      unitPrice: typeof i.unitPrice === "number" ? i.unitPrice : 0,
      quantity: typeof i.quantity === "number" ? i.quantity : 1,
      flavor: text(i.flavor, "Original"),
      freeShipping: i.freeShipping === true,
      // Subscribe & save: the frequency only; the server takes the discount from its offer.
      ...(i.subscription ? { subscription: { frequencyWeeks: i.subscription.frequencyWeeks } } : {}),
    })),
  };
}

/** docs/spec.md §8: the response's error or details, else the raw text, else 'Error {status}'. */
export function errorMessageFrom(status: number, raw: string): string {
  let message = "";
  try {
    const body: unknown = JSON.parse(raw);
    if (body && typeof body === "object") {
      const { error, details } = body as { error?: unknown; details?: unknown };
      message = describe(error) || describe(details);
    }
  } catch {
    message = raw.trim();
  }
  return `Checkout Error: ${message || raw.trim() || `Error ${status}`}`;
}

function describe(v: unknown): string {
  if (typeof v === "string") return v.trim();
  if (Array.isArray(v)) return v.map(describe).filter(Boolean).join("; ");
  if (v && typeof v === "object") return Object.values(v).map(describe).filter(Boolean).join("; ");
  return "";
}

/**
 * Posts the cart and answers where to send the shopper, or the message to show.
 * The cart stays as it is: Back, a reload of the payment page or a second tab
 * still find it, and only a paid order empties it (clearCartAfterOrder).
 */
const RETRY_PAUSE_MS = 1000;

export async function startCheckout(
  items: readonly Partial<CartItem>[],
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  promoCode: string | null = null,
  contact: CheckoutContact | null = null,
  /** The option picked at the payment step (the server prices it); none is Australia, Standard. */
  shipping: ShippingChoice | null = null,
): Promise<CheckoutResult> {
  // One key per attempt: if the answer never arrives whole (an instance that died, a dropped phone
  // signal, a balancer's 502 or 504), the one retry carries the same key, and the server answers
  // the order the first request made instead of making a second.
  const key = attemptKey();
  const client = browserValue();
  beacon("s");
  const send = async () => {
    const res = await fetchImpl(CHECKOUT_ENDPOINT, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": key,
        "Checkout-Client": client,
      },
      body: JSON.stringify({
        ...toCheckoutPayload(items),
        ...(promoCode ? { promoCode } : {}),
        ...contact,
        ...(shipping ? { shipping: { zone: shipping.zone, method: shipping.method } } : {}),
      }),
    });
    return { ok: res.ok, status: res.status, raw: await res.text() };
  };
  try {
    let first = await send().catch(() => null);
    if (!first || first.status === 502 || first.status === 504) {
      // A moment's pause first: a balancer marks a dead instance down within about a second, so
      // the retry goes to one that is up.
      await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
      first = await send();
    }
    const res = first;
    const raw = res.raw;
    if (!res.ok) {
      const message = errorMessageFrom(res.status, raw);
      const emailError = res.status === 400 ? refusedEmail(raw) : undefined;
      return emailError ? { ok: false, message, emailError } : { ok: false, message };
    }
    let url: unknown;
    try {
      url = (JSON.parse(raw) as { url?: unknown }).url;
    } catch {
      url = undefined;
    }
    if (typeof url !== "string" || url === "") return { ok: false, message: NO_URL_MESSAGE };
    return { ok: true, url };
  } catch {
    return { ok: false, message: FALLBACK_MESSAGE };
  }
}

function refusedEmail(raw: string): string | undefined {
  try {
    const email = (JSON.parse(raw) as { details?: { email?: unknown } }).details?.email;
    return typeof email === "string" ? email : undefined;
  } catch {
    return undefined;
  }
}

/** 128 random bits as hex (getRandomValues works on plain http too, where randomUUID does not). */
function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const attemptKey = () => `co-${randomHex()}`;

let pageValue: string | null = null;

/**
 * This browser's Checkout-Client value: random, kept in localStorage, so the server binds our
 * Idempotency-Keys to us and no other browser sending the same key can get our payment page.
 * Without storage, one value for this page is enough: a key's retry comes from the same page.
 */
function browserValue(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEYS.checkoutClient);
    if (kept && /^[\x21-\x7e]{16,255}$/.test(kept)) return kept;
    const made = `cc-${randomHex()}`;
    localStorage.setItem(STORAGE_KEYS.checkoutClient, made);
    return made;
  } catch {
    pageValue ??= `cc-${randomHex()}`;
    return pageValue;
  }
}

/** /success with an order: the cart was bought, so it is emptied everywhere. */
export function clearCartAfterOrder(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.cart, "[]");
    // Other tabs hear the storage event; this tab's cart store needs its own.
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cart }));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
