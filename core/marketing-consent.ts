// Marketing consent history (issue 28, Spam Act 2003: a sender must be able to show consent):
// every time a customer gives or withdraws consent is kept with when and where it happened.

/** Where consent was given or withdrawn; each new place (checkout, unsubscribe link) adds one. */
export const CONSENT_SOURCES = {
  "account-settings": "Account settings",
  checkout: "Checkout",
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
