import { describe, expect, it } from "vitest";
import { alertAddress, BackInStockRequestSchema, isBackInStock } from "./back-in-stock";

describe("back-in-stock alerts", () => {
  it("counts a flavour as back when it is not counted or has tubs available", () => {
    expect(isBackInStock(null)).toBe(true);
    expect(isBackInStock({ available: 1 })).toBe(true);
    expect(isBackInStock({ available: 0 })).toBe(false);
    expect(isBackInStock({ available: -2 })).toBe(false);
  });

  it("treats an address typed in another case as the same address", () => {
    expect(alertAddress("  Sam@Example.COM ")).toBe("sam@example.com");
  });

  it("needs a flavour and a valid e-mail address", () => {
    expect(BackInStockRequestSchema.safeParse({ flavour: "Lemon Squash", email: "sam@example.com" }).success).toBe(
      true,
    );
    const bad = BackInStockRequestSchema.safeParse({ flavour: " ", email: "not-an-address" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      "Flavour is required",
      "Please enter a valid email address",
    ]);
  });
});
