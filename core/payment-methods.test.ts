import { describe, expect, it } from "vitest";
import {
  AFTERPAY_LIMITS,
  PaymentMethodsSchema,
  sessionPaymentMethodTypes,
  withinAfterpayLimits,
} from "./payment-methods";

const ALL = { afterpay: true };

describe("Afterpay's amount limits", () => {
  it("takes an AUD total from $1.00 to $2,000.00 inclusive, and nothing outside", () => {
    expect(AFTERPAY_LIMITS).toEqual({ min: 100, max: 200_000 });
    expect(withinAfterpayLimits(99)).toBe(false);
    expect(withinAfterpayLimits(100)).toBe(true);
    expect(withinAfterpayLimits(200_000)).toBe(true);
    expect(withinAfterpayLimits(200_001)).toBe(false);
  });
});

describe("the methods a checkout session offers", () => {
  it("always offers cards (wallets ride on cards), and Afterpay only when enabled and within its limits", () => {
    expect(sessionPaymentMethodTypes({ afterpay: false }, { total: 5000 })).toEqual(["card"]);
    expect(sessionPaymentMethodTypes(ALL, { total: 5000 })).toEqual(["card", "afterpay_clearpay"]);
    expect(sessionPaymentMethodTypes(ALL, { total: 250_000 })).toEqual(["card"]);
    expect(sessionPaymentMethodTypes(ALL, { total: 50 })).toEqual(["card"]);
  });

  it("keeps a subscription to methods that can be charged again later", () => {
    expect(sessionPaymentMethodTypes(ALL, { total: 5000, subscription: true })).toEqual(["card"]);
  });
});

describe("the stored choice", () => {
  it("defaults to cards only (Afterpay off), and refuses anything but true or false", () => {
    expect(PaymentMethodsSchema.parse({})).toEqual({ afterpay: false });
    expect(PaymentMethodsSchema.safeParse({ afterpay: "yes" }).success).toBe(false);
  });
});
