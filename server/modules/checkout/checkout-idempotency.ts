// Whose an Idempotency-Key is. A key alone is a string any caller may send (an API client's
// "order-1", or a key seen in a log), so it is stored bound to its caller: the signed-in customer,
// or for a guest the random value the storefront keeps per browser and sends as Checkout-Client.
// Only the hash of the two is kept. A guest who sends no such value cannot be told apart from
// another guest sending the same key, so its repeat never answers a payment page: it is refused.
import { createHash } from "node:crypto";

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
