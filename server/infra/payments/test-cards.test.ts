import { describe, expect, it } from "vitest";
import {
  DECLINE_MESSAGE,
  judgeCard,
  luhnValid,
  offSessionOutcome,
  parseExpiry,
  TEST_CARD_AUTHENTICATE,
  TEST_CARD_DECLINE,
  TEST_CARD_SUCCESS,
} from "./test-cards";

const now = new Date("2026-05-15T00:00:00Z");
const card = (number: string, over: Partial<{ expiry: string; cvc: string; name: string }> = {}) =>
  judgeCard({ number, expiry: "04 / 29", cvc: "123", name: "A Person", ...over }, now);

describe("test cards", () => {
  it("4242 4242 4242 4242 pays", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ ok: true, last4: "4242", brand: "Visa" });
    expect(card("4242-4242-4242-4242").ok).toBe(true);
  });
  it("4000 0000 0000 0002 is declined with the clear message", () => {
    expect(card("4000000000000002")).toEqual({ ok: false, declined: true, errors: { number: DECLINE_MESSAGE } });
  });
  it("other numbers fail the Luhn or format check", () => {
    expect(card("4242 4242 4242 4241")).toMatchObject({
      ok: false,
      declined: false,
      errors: { number: "Your card number is invalid" },
    });
    expect(card("abcd")).toMatchObject({ errors: { number: "Your card number is invalid" } });
    expect(card("")).toMatchObject({ errors: { number: "Enter your card number" } });
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
  });
  it("needs a future expiry, a 3-digit CVC and a name", () => {
    expect(card("4242424242424242", { expiry: "04/26" }).ok).toBe(false);
    expect(card("4242424242424242", { expiry: "05/26" }).ok).toBe(true); // valid to the end of May
    expect(card("4242424242424242", { cvc: "12" })).toMatchObject({ errors: { cvc: expect.any(String) } });
    expect(card("4242424242424242", { name: " " })).toMatchObject({ errors: { name: expect.any(String) } });
    expect(parseExpiry("13/30", now)).toEqual({ ok: false, message: "Your card's expiration month is invalid" });
    expect(parseExpiry("1230", now)).toEqual({ ok: false, message: "Enter the expiry date as MM / YY" });
    expect(parseExpiry("12/2030", now)).toEqual({ ok: true, label: "12/2030" });
    expect(parseExpiry("4 / 31", now)).toEqual({ ok: true, label: "04/2031" });
  });
});

describe("test cards kept for later charges", () => {
  it("the authentication card pays on the page, where the shopper can authenticate", () => {
    expect(card("4000 0025 0000 3155")).toEqual({ ok: true, last4: "3155", brand: "Visa" });
  });
  it("off-session: 4242 pays, the decline card declines, the authentication card needs the shopper", () => {
    expect(offSessionOutcome(TEST_CARD_SUCCESS)).toBe("paid");
    expect(offSessionOutcome(TEST_CARD_DECLINE)).toBe("declined");
    expect(offSessionOutcome(TEST_CARD_AUTHENTICATE)).toBe("needs_action");
  });
});
