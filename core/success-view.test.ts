import { describe, expect, it } from "vitest";
import { maskEmail, successDelivery, successPageView, type SuccessPage } from "./success-view";

describe("maskEmail", () => {
  it.each([
    ["pat@example.com.au", "p***@example.com.au"],
    ["Pat.Lee+shop@Example.com", "P***@Example.com"],
    ["p@example.com", "p***@example.com"],
    ["no-at-sign", "***"],
    ["@example.com", "***@example.com"],
    ["", "***"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe("successPageView", () => {
  const page: SuccessPage = {
    order: { number: "RB-1001", email: "pat@example.com.au", total: 4999 },
    subscriptions: [{ number: "SUB-2001", frequencyWeeks: 4, nextChargeOn: "2026-12-01" }],
  };

  it("shows the signed-in customer whose order it is everything", () => {
    expect(successPageView(page, "PAT@example.com.au")).toEqual({ ...page, viewerIsCustomer: true });
  });

  it("masks the e-mail and hides subscription numbers from anyone else holding the address", () => {
    for (const viewer of [null, "someone@example.com"]) {
      const view = successPageView(page, viewer);
      expect(view.viewerIsCustomer).toBe(false);
      expect(view.order).toEqual({ number: "RB-1001", email: "p***@example.com.au", total: 4999 });
      expect(view.subscriptions).toEqual([{ number: null, frequencyWeeks: 4, nextChargeOn: "2026-12-01" }]);
      expect(JSON.stringify(view)).not.toContain("pat@");
      expect(JSON.stringify(view)).not.toContain("SUB-2001");
    }
  });

  it("shows no e-mail at all for an order without one", () => {
    expect(successPageView({ ...page, order: { ...page.order, email: null } }, null).order.email).toBeNull();
  });
});

describe("successDelivery", () => {
  const address = {
    name: "Pat Lee",
    line1: "10 Collins St",
    line2: "Level 3",
    suburb: "Melbourne",
    state: "VIC" as const,
    postcode: "3000",
    country: "AU" as const,
  };

  it("shows the customer whose order it is the whole address and the card", () => {
    expect(successDelivery(address, "Visa •••• 4242", true)).toEqual({
      addressLines: ["Pat Lee", "10 Collins St", "Level 3", "Melbourne VIC 3000", "Australia"],
      paidWith: "Visa •••• 4242",
    });
  });

  it("shows anyone else the town only and the card without its digits", () => {
    const view = successDelivery(address, "Visa •••• 4242", false);
    expect(view).toEqual({ addressLines: ["Melbourne VIC 3000"], paidWith: "Visa" });
    expect(JSON.stringify(view)).not.toMatch(/Collins|Pat|4242/);
  });

  it("says nothing of an address not yet known", () => {
    expect(successDelivery(null, "Afterpay", false)).toEqual({ addressLines: null, paidWith: "Afterpay" });
  });
});
