// Starting a checkout and filling the test payment page, for integration tests.
import { expect } from "vitest";

export { GOOD_PAYMENT_FORM } from "./payment-form";

/** POSTs the cart to /api/checkout and answers the test payment session's id. */
export async function startCheckout(baseUrl: string, cart: unknown[]): Promise<string> {
  const res = await fetch(`${baseUrl}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url.split("/").pop()!;
}
