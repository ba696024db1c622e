// Whose an Idempotency-Key is. A key alone is a string any caller may send (an API client's
// "order-1", or a key seen in a log), so it is stored bound to its caller: the signed-in customer,
// or for a guest the random value the storefront keeps per browser and sends as Checkout-Client.
// Only the hash of the two is kept. A guest who sends no such value cannot be told apart from
// another guest sending the same key, so its repeat never answers a payment page: it is refused.
import { createHash } from "node:crypto";
import type { ShippingChoice } from "../../../core/shipping";
import type { CheckoutContact } from "./checkout-body";
import type { CheckoutLineInput } from "./checkout.schema";

export const IDEMPOTENCY_UNSCOPED =
  "This Idempotency-Key was already used without a Checkout-Client value. Send a new key to start another checkout.";

export type KeyCaller = { customerId: string | null; client: string | null };

/** The stored form of `key` for its caller; `bound` is false when nothing tells the caller apart. */
export function callerKey(key: string, caller: KeyCaller): { stored: string; bound: boolean } {
  const owner = caller.customerId
    ? `customer:${caller.customerId}`
    : caller.client
      ? `client:${caller.client}`
      : "guest";
  const stored = createHash("sha256")
    .update(JSON.stringify([owner, key]))
    .digest("hex");
  return { stored, bound: owner !== "guest" };
}

export const IDEMPOTENCY_REUSED = "This Idempotency-Key was already used for a different checkout";

/**
 * What a checkout asked for, as a hash: its lines as parsed, its code, its shopper and, when the
 * drawer's contact step sent them, the e-mail and tick (a body without them hashes as before).
 */
export function checkoutHash(
  lines: readonly CheckoutLineInput[],
  code: string | null,
  accountId: string | null,
  contact: CheckoutContact | null = null,
  choice: ShippingChoice | null = null,
) {
  const asked = lines.map((l) => [l.id, l.quantity, l.flavor, l.subscription?.frequencyWeeks ?? null]);
  const what: unknown[] = [asked, code?.toUpperCase() ?? null, accountId];
  if (contact) what.push([contact.email.toLowerCase(), contact.consent]);
  // Australia, Standard (the only way there was) hashes as a body without a choice did.
  if (choice && (choice.zone !== "AU" || choice.method !== "standard"))
    what.push(["shipping", choice.zone, choice.method]);
  return createHash("sha256").update(JSON.stringify(what)).digest("hex");
}
