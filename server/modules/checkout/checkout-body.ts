// The checkout body (docs/spec.md §7): its cart lines, promo code and the drawer's contact step,
// each refused with its own message before anything is written.
import { MAX_CART_LINES } from "../../../core/constants";
import { EmailSchema } from "../../../core/order";
import type { Product } from "../../../core/product";
import { choiceRefusal, DEFAULT_CHOICE, type ShippingChoice, type ShippingSettings } from "../../../core/shipping";
import { AppError, fieldErrors } from "../../errors";
import {
  CheckoutBodySchema,
  CheckoutLineSchema,
  CheckoutRequestSchema,
  CONSENT_MESSAGE,
  EMPTY_CART_MESSAGE,
  TOO_MANY_LINES_MESSAGE,
  type CheckoutLineInput,
} from "./checkout.schema";

export const refuse = (message: string, details: Record<string, string>) =>
  new AppError("validation", message, { details });

/** The label a shopper knows a line by: the product's name, else what the cart called it, else its id. */
export function labelOf(line: unknown, index: number, product?: Product): string {
  if (product) return product.name;
  const { id, name } = (typeof line === "object" && line !== null ? line : {}) as { id?: unknown; name?: unknown };
  if (typeof name === "string" && name.trim() !== "" && name.length <= 200) return name.trim();
  return typeof id === "string" && id !== "" && id.length <= 100 ? id : `Cart line ${index + 1}`;
}

/** The promo code in a checkout body, trimmed; null when there is none. */
export function promoCodeOf(body: unknown): string | null {
  const parsed = CheckoutBodySchema.safeParse(body);
  const code = parsed.success ? parsed.data.promoCode?.trim() : undefined;
  return code ? code : null;
}

/** The contact step's e-mail and marketing tick (ADR 0023 "Stripe"). */
export type CheckoutContact = { email: string; consent: boolean };

const BAD_EMAIL = "Enter a valid e-mail address";

/**
 * The body's e-mail and tick, checked before anything is written: null when it has no e-mail (a
 * cart alone, as the spec sends it). A bad address, or a tick without an address, is refused.
 */
export function contactOf(body: unknown): CheckoutContact | null {
  const { email, marketingConsent } = (typeof body === "object" && body !== null ? body : {}) as {
    email?: unknown;
    marketingConsent?: unknown;
  };
  if (marketingConsent !== undefined && typeof marketingConsent !== "boolean") {
    throw refuse(CONSENT_MESSAGE, { marketingConsent: CONSENT_MESSAGE });
  }
  if (email === undefined) {
    if (marketingConsent !== true) return null;
    const message = "Enter your e-mail address";
    throw refuse(message, { email: message });
  }
  const parsed = typeof email === "string" ? EmailSchema.safeParse(email) : null;
  if (!parsed?.success) {
    const message = parsed?.error.issues[0]?.message ?? BAD_EMAIL;
    throw refuse(message, { email: message });
  }
  return { email: parsed.data, consent: marketingConsent === true };
}

export function parseCheckoutBody(body: unknown): CheckoutLineInput[] {
  // The documented schema decides; the steps below only find the message for a refusal.
  const whole = CheckoutRequestSchema.safeParse(body);
  if (whole.success) return whole.data.cart;
  const parsed = CheckoutBodySchema.safeParse(body);
  if (!parsed.success) {
    throw refuse("The checkout request is malformed", { cart: "Expected a JSON body {cart: [...]}" });
  }
  const raw = parsed.data.cart;
  if (raw.length === 0) throw refuse(EMPTY_CART_MESSAGE, { cart: EMPTY_CART_MESSAGE });
  if (raw.length > MAX_CART_LINES) throw refuse(TOO_MANY_LINES_MESSAGE, { cart: TOO_MANY_LINES_MESSAGE });
  const errors: Record<string, string> = {};
  let first: string | undefined;
  raw.forEach((item, i) => {
    const r = CheckoutLineSchema.safeParse(item);
    if (r.success) return;
    for (const [k, msg] of Object.entries(fieldErrors(r.error.issues))) {
      errors[`cart.${i}${k === "_" ? "" : `.${k}`}`] ??= msg;
    }
    const name = labelOf(item, i);
    first ??= `${name}: ${r.error.issues[0]?.message ?? "invalid line"}`;
  });
  if (first) throw refuse(first, errors);
  throw refuse("The checkout request is malformed", fieldErrors(whole.error.issues));
}

/**
 * The shipping option a checkout asks for: Australia, Standard when the body names none. One not
 * offered (an unknown option, or New Zealand while the shop does not ship there) is refused.
 */
export function shippingChoiceOf(body: unknown, settings: ShippingSettings): ShippingChoice {
  const raw = (typeof body === "object" && body !== null ? body : {}) as { shipping?: unknown };
  if (raw.shipping === undefined || raw.shipping === null) return DEFAULT_CHOICE;
  const { zone, method } = (typeof raw.shipping === "object" ? raw.shipping : {}) as {
    zone?: unknown;
    method?: unknown;
  };
  const choice = { zone, method } as ShippingChoice;
  const why = choiceRefusal(settings, choice);
  if (why) throw refuse(why, { shipping: why });
  return choice;
}
