// Marketing consent history (Spam Act 2003: a sender must be able to show consent):
// every time a customer gives or withdraws consent is kept with when and where it happened.

/** Where consent was given or withdrawn; each new place (checkout, unsubscribe link) adds one. */
export const CONSENT_SOURCES = {
  "account-settings": "Account settings",
  checkout: "Checkout",
  "checkout-confirmed": "Checkout, confirmed by e-mail",
  "unsubscribe-link": "Unsubscribe link",
} as const;
export type ConsentSource = keyof typeof CONSENT_SOURCES;

export type ConsentChange = { given: boolean; source: string; at: string };

/** How the account page names a source; one it does not know is shown as stored. */
export function consentSourceLabel(source: string): string {
  return (CONSENT_SOURCES as Record<string, string>)[source] ?? source;
}

/** How many changes the account page lists, newest first. */
export const CONSENT_HISTORY_SHOWN = 10;

// Double opt-in: consent asked where the address is not proven (a guest's checkout tick) waits for
// the address owner to confirm it from an e-mailed link; only then is it consent.

/** How long a confirmation link works. */
export const CONSENT_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** One confirmation e-mail per address in this time, however often it is named. */
export const CONSENT_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;
/** Different addresses one checkout may name in an hour, and one connection. */
export const CONTACT_ADDRESSES_PER_CHECKOUT = { limit: 3, windowMs: 60 * 60 * 1000 } as const;
export const CONTACT_ADDRESSES_PER_IP = { limit: 10, windowMs: 60 * 60 * 1000 } as const;
export const CONTACT_ADDRESSES_REFUSED =
  "Too many different e-mail addresses were entered here. Please try again later with your own address.";

export const CONSENT_LINK_INVALID = "This confirmation link is not valid. Please use the link from your e-mail.";
export const CONSENT_LINK_EXPIRED =
  "This confirmation link has expired. Tick the box again at your next checkout and we'll send a new one.";

/** Whether a request asked at `requestedAt` can still be confirmed at `now`. */
export function confirmationOpen(requestedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(requestedAt) <= CONSENT_CONFIRM_TTL_MS;
}
