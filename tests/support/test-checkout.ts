// Starting a checkout and filling the test payment page, for integration tests.
import { expect } from "vitest";

/** A payment form the test page accepts: the good test card and an Australian address. */
export const GOOD_PAYMENT_FORM = {
  email: "sam@example.com",
  name: "Sam Citizen",
  line1: "1 George Street",
  line2: "",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12 / 30",
  cardCvc: "123",
  cardName: "Sam Citizen",
};

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
