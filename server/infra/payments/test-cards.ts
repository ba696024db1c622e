// The built-in test provider's card rules, modelled on Stripe's public test
// cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 pays
// on the page (where the shopper is present to authenticate) but, kept for a subscription, every
// later charge without the shopper needs their authentication; anything else must at least be a
// well-formed card number. No real card is charged.

export const TEST_CARD_SUCCESS = "4242424242424242";
export const TEST_CARD_DECLINE = "4000000000000002";
export const TEST_CARD_AUTHENTICATE = "4000002500003155";
export const DECLINE_MESSAGE = "Your card was declined. Try a different card.";

export type CardInput = { number: string; expiry: string; cvc: string; name: string };

export type CardJudgement =
  | { ok: true; last4: string; brand: string }
  | { ok: false; declined: boolean; errors: Partial<Record<keyof CardInput, string>> };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  return "Card";
}

/** MM/YY (or MM / YY, MM/YYYY): the end of that month must not have passed. */
export function parseExpiry(value: string, now: Date): { ok: true; label: string } | { ok: false; message: string } {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return { ok: false, message: "Enter the expiry date as MM / YY" };
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return { ok: false, message: "Your card's expiration month is invalid" };
  const endOfMonth = Date.UTC(year, month, 1); // first instant of the next month
  if (endOfMonth <= now.getTime()) return { ok: false, message: "Your card's expiration date is in the past" };
  if (year > now.getUTCFullYear() + 20) return { ok: false, message: "Your card's expiration year is invalid" };
  return { ok: true, label: `${String(month).padStart(2, "0")}/${year}` };
}

export function judgeCard(card: CardInput, now: Date): CardJudgement {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  const digits = card.number.replace(/[\s-]/g, "");
  if (digits === "") errors.number = "Enter your card number";
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = "Your card number is invalid";
  const expiry = parseExpiry(card.expiry, now);
  if (!expiry.ok) errors.expiry = expiry.message;
  if (!/^\d{3}$/.test(card.cvc.trim())) errors.cvc = "Your card's security code (CVC) is 3 digits";
  if (card.name.trim() === "") errors.name = "Enter the name on the card";
  if (Object.keys(errors).length > 0) return { ok: false, declined: false, errors };
  if (digits === TEST_CARD_SUCCESS || digits === TEST_CARD_AUTHENTICATE)
    return { ok: true, last4: digits.slice(-4), brand: brandOf(digits) };
  if (digits === TEST_CARD_DECLINE) return { ok: false, declined: true, errors: { number: DECLINE_MESSAGE } };
  // A well-formed card that is not a test card: nothing real is ever charged here.
  return {
    ok: false,
    declined: true,
    errors: { number: "This is a test payment page: use the test card 4242 4242 4242 4242" },
  };
}

/** What a charge without the shopper does to a kept test card. */
export function offSessionOutcome(cardNumber: string): "paid" | "declined" | "needs_action" {
  if (cardNumber === TEST_CARD_SUCCESS) return "paid";
  if (cardNumber === TEST_CARD_AUTHENTICATE) return "needs_action";
  return "declined";
}
