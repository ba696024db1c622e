// Checkout and the Stripe webhook in the published API (server/infra/http/openapi).
import { z } from "zod";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { CHECKOUT_ALIAS_PATH } from "./checkout.api";
import { unknownCodeMessage } from "../../../core/promo";
import { CheckoutRequestSchema } from "./checkout.schema";

const checkout = (path: string, alias: boolean): ApiOperation => ({
  method: "post",
  path,
  tag: "Checkout",
  summary: alias ? "Start a checkout (the same as POST /api/checkout)" : "Start a checkout",
  description:
    "The server prices the cart from its own catalogue: names, prices and shipping sent with a line " +
    "are ignored. Answers the address of the payment page. Each IP address may start only so many " +
    "checkouts per 10 minutes (both paths count together). An optional Idempotency-Key header (1 to 255 " +
    "visible characters, one per checkout attempt) makes a repeat safe: the same key with the same cart " +
    "answers the same payment page and makes no second order (kept a day); with another cart, 422. " +
    "A key belongs to its caller: the signed-in customer, or the Checkout-Client header (a random value " +
    "of 16 to 255 visible characters a browser keeps and sends with every checkout; otherwise 400). The " +
    "same key from another caller makes its own order; a repeat sent with neither a session nor a " +
    "Checkout-Client is refused (409) and never answers the first request's payment page. " +
    "A line with `subscription: { frequencyWeeks }` is bought on Subscribe & save: priced with the " +
    "product's offer discount from the database, refused (400) when the product does not offer it or " +
    "not at that frequency, and refused (401, details.account = 'required') without a signed-in customer " +
    "(the shopper's session cookie; POST /api/account/sign-in/verify starts one). " +
    "An optional `email` with `marketingConsent` (the cart drawer's contact step when payments go " +
    "through Stripe) is checked first (a bad address is 400 and nothing is made), recorded for the " +
    "abandoned-checkout reminders (sent only when marketingConsent is true) and handed to the payment " +
    "page (Stripe's customer_email) so it is not asked again; both are part of the body an " +
    "Idempotency-Key repeats.",
  admin: false,
  body: {
    schema: CheckoutRequestSchema,
    example: {
      cart: [
        { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" },
        { id: "one-and-done", quantity: 2, flavor: "Orange Crush", subscription: { frequencyWeeks: 4 } },
      ],
      email: "pat@example.com",
      marketingConsent: false,
    },
  },
  responses: {
    200: { description: "Send the shopper to the payment page at url", schema: z.object({ url: z.string() }) },
    ...errors(...BODY_ERRORS, 401, 409, 422, 429, 502, 503),
  },
});

export const checkoutOperations: ApiOperation[] = [
  checkout("/api/checkout", false),
  checkout(CHECKOUT_ALIAS_PATH, true),
  {
    method: "post",
    path: "/api/cart/quote",
    tag: "Checkout",
    summary: "Price a cart with a promo code",
    description:
      "The cart drawer's price: the same pricing as checkout, with the code's discount and the GST of the " +
      "discounted total; nothing is written. Each refused code (unknown, not started, expired, used up, " +
      "below the minimum spend, not for these products) answers 400 with its own message. Wrong codes are " +
      "counted per address: past PROMO_GUESS_LIMIT (10) in 10 minutes, every quote with a code answers 429 " +
      "with Retry-After until the window ends.",
    admin: false,
    body: {
      // The contact step's fields belong to checkout; a quote ignores them.
      schema: CheckoutRequestSchema.omit({ email: true, marketingConsent: true }),
      example: { cart: [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }], promoCode: "WELCOME10" },
      // The example's code does not exist in a new shop: refused for itself, past the schema.
      refusedBeyondSchema: unknownCodeMessage("WELCOME10"),
    },
    responses: {
      200: {
        description: "The cart's price",
        schema: z.object({
          code: z.string().nullable(),
          subtotal: z.number(),
          shipping: z.number(),
          discount: z.number(),
          total: z.number(),
          gst: z.number(),
        }),
      },
      ...errors(...BODY_ERRORS, 429),
    },
  },
  {
    method: "post",
    path: "/api/webhooks/stripe",
    tag: "Checkout",
    summary: "Stripe's notice of a payment",
    description: "For Stripe only: the body is checked against the Stripe-Signature header, not a schema.",
    admin: false,
    rawBody: { contentType: "application/json", description: "A Stripe event, signed (Stripe-Signature header)" },
    responses: {
      200: { description: "Received", schema: z.object({ received: z.literal(true), outcome: z.string() }) },
      ...errors(400, 404, 413),
    },
  },
];
