// What the order confirmation page (/success?session_id=…) shows to whom. Its address travels: it
// sits in browser history, gets forwarded and is on screen in shared rooms, and holding it proves
// nothing. So only the signed-in customer whose e-mail is the order's sees the e-mail and the
// subscription numbers; anyone else, a guest buyer included, sees the e-mail masked and each
// subscription without its number. What was bought, the totals and the order number (which a
// shopper quotes to the shop, and which unlocks nothing without the e-mail) stay on the page.

import { formatAddressLines, townLine, type ShippingAddress } from "./address";

/** "pat@example.com.au" → "p***@example.com.au": enough for its owner to recognise, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return "***";
  return `${email.slice(0, Math.min(at, 1))}***${email.slice(at)}`;
}

export type SuccessPage<
  O extends { email: string | null } = { email: string | null; [k: string]: unknown },
  S extends { number: string | null } = { number: string | null; [k: string]: unknown },
> = { order: O; subscriptions: readonly S[] };

/** The page as `viewerEmail` (the signed-in shopper's e-mail, or null) may see it. */
export function successPageView<O extends { email: string | null }, S extends { number: string | null }>(
  page: SuccessPage<O, S>,
  viewerEmail: string | null,
): { order: O; subscriptions: S[]; viewerIsCustomer: boolean } {
  const email = page.order.email;
  const viewerIsCustomer = !!email && !!viewerEmail && email.trim().toLowerCase() === viewerEmail.trim().toLowerCase();
  if (viewerIsCustomer) return { order: page.order, subscriptions: [...page.subscriptions], viewerIsCustomer };
  return {
    order: { ...page.order, email: email === null ? null : maskEmail(email) },
    subscriptions: page.subscriptions.map((s) => ({ ...s, number: null })),
    viewerIsCustomer,
  };
}

/**
 * Where it goes and what paid for it. The order's customer sees the address and card they gave;
 * anyone else holding the page's address sees the town and the card's brand, enough to tell
 * whose order it is, no more.
 */
export function successDelivery(
  address: ShippingAddress | null,
  paidWith: string | null,
  viewerIsCustomer: boolean,
): { addressLines: string[] | null; paidWith: string | null } {
  if (viewerIsCustomer) return { addressLines: address ? formatAddressLines(address) : null, paidWith };
  return {
    addressLines: address ? [townLine(address)] : null,
    paidWith: paidWith ? paidWith.replace(/\s*(?:•{4}|\*{4})\s*\d{4}\s*$/, "") : null,
  };
}
