// The checkout call's body (docs/spec.md §7, docs/design.md §10): {cart:[{id, name, description,
// images, unitPrice, quantity, flavor, freeShipping}]}. Only id, quantity and
// flavour are used; name, price and shipping come from the database, so the
// other fields are accepted and ignored.
import { z } from "zod";
import { MAX_CART_LINES, MAX_QUANTITY, MIN_QUANTITY } from "../../../core/constants";
import { EmailSchema } from "../../../core/order";
import { PRODUCT_ID_PATTERN } from "../../../core/product";

export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;
export const EMPTY_CART_MESSAGE = "Your cart is empty";
export const SUBSCRIPTION_FREQUENCY_MESSAGE = "Choose how often it is delivered (a whole number of weeks)";
export const CONSENT_MESSAGE = "The marketing tick must be true or false";
export const TOO_MANY_LINES_MESSAGE = `Your cart has too many lines (at most ${MAX_CART_LINES})`;

export const CheckoutLineSchema = z.object(
  {
    id: z
      .string({ error: "Product id is required" })
      .trim()
      .min(1, "Product id is required")
      .regex(PRODUCT_ID_PATTERN, "Product id is malformed"),
    quantity: z
      .number({ error: QUANTITY_MESSAGE })
      .int(QUANTITY_MESSAGE)
      .min(MIN_QUANTITY, QUANTITY_MESSAGE)
      .max(MAX_QUANTITY, QUANTITY_MESSAGE),
    flavor: z.string({ error: "Flavour is required" }).max(500, "Flavour is too long"),
    /** Subscribe & save: delivered every N weeks; the discount is the server's. */
    subscription: z
      .object(
        {
          frequencyWeeks: z
            .number({ error: SUBSCRIPTION_FREQUENCY_MESSAGE })
            .int(SUBSCRIPTION_FREQUENCY_MESSAGE)
            .min(1, SUBSCRIPTION_FREQUENCY_MESSAGE)
            .max(52, SUBSCRIPTION_FREQUENCY_MESSAGE),
          discountPercent: z.unknown().optional(),
        },
        { error: "A subscription is {frequencyWeeks}" },
      )
      .nullish(),
    // Ignored: the server's own values are used. Kept so a name can label an error.
    name: z.unknown().optional(),
    description: z.unknown().optional(),
    images: z.unknown().optional(),
    unitPrice: z.unknown().optional(),
    freeShipping: z.unknown().optional(),
  },
  { error: "A cart line must be an object {id, quantity, flavor, …}" },
);

export const CheckoutBodySchema = z.object({
  cart: z.array(z.unknown(), { error: "The body must be {cart: [...]}" }),
  /** A promo code as the shopper typed it; the server prices it (core/promo.ts). */
  promoCode: z.string({ error: "The promo code must be text" }).max(100, "That code is too long").optional(),
  /**
   * The drawer's contact step (ADR 0023 "Stripe"): the shopper's e-mail and marketing
   * tick, recorded for checkout reminders and handed to the payment page. Optional: a cart alone
   * is the spec's body.
   */
  email: EmailSchema.optional(),
  marketingConsent: z.boolean({ error: CONSENT_MESSAGE }).optional(),
  /**
   * The shipping option the drawer chose (absent: Australia, Standard). The server prices it from
   * its own settings: a price sent with it is ignored.
   */
  shipping: z.unknown().optional(),
});

/**
 * The whole body, as the API documents it and as parseCheckoutBody accepts it: that function
 * checks it in the steps above only to give each refusal its own message.
 */
export const CheckoutRequestSchema = z.object({
  cart: z.array(CheckoutLineSchema).min(1, EMPTY_CART_MESSAGE).max(MAX_CART_LINES, TOO_MANY_LINES_MESSAGE),
  promoCode: CheckoutBodySchema.shape.promoCode,
  email: CheckoutBodySchema.shape.email,
  marketingConsent: CheckoutBodySchema.shape.marketingConsent,
  shipping: z
    .object({ zone: z.string(), method: z.string() }, { error: "Choose Standard or Express shipping" })
    .optional(),
});

export type CheckoutLineInput = z.output<typeof CheckoutLineSchema>;
