import { describe, expect, it } from "vitest";
import { paymentMethodLabel, paymentProviderName } from "./payment-card";

describe("paymentMethodLabel", () => {
  it.each([
    ["test_ch_0123456789abcdef0123 (Visa •••• 4242)", "Visa •••• 4242"],
    ["test_ch_1 (American Express •••• 0005)", "American Express •••• 0005"],
    ["pi_3PXYZ", "Card"],
    [null, "-"],
    ["", "-"],
  ])("%s → %s", (ref, label) => expect(paymentMethodLabel(ref)).toBe(label));
});

describe("paymentProviderName", () => {
  it.each([
    ["test", "the test payment page"],
    ["stripe", "Stripe"],
    ["paypal", "paypal"],
  ])("names %s as staff know it: %s", (provider, name) => {
    expect(paymentProviderName(provider)).toBe(name);
  });
});
