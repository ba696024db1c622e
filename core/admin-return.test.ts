import { describe, expect, it } from "vitest";
import { ADMIN_HOME, loginPathFor, safeAdminReturn } from "./admin-return";

describe("safeAdminReturn", () => {
  it.each([
    ["/admin/orders", "/admin/orders"],
    ["/admin/orders/RR-ABC123", "/admin/orders/RR-ABC123"],
    ["/admin/orders?status=all&q=rory", "/admin/orders?status=all&q=rory"],
    ["/admin", "/admin"],
  ])("returns to the admin page %s", (next, expected) => {
    expect(safeAdminReturn(next)).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/admin"],
    ["//evil.example/admin"],
    ["/\\evil.example/admin"],
    ["/%2F%2Fevil.example"],
    ["javascript:alert(1)"],
    ["/account"],
    ["/administrator"],
    ["/admin/login"],
    ["/admin/invite?token=x"],
    ["/admin/orders.data"],
    ["admin/orders"],
  ])("lands %s on the Overview", (next) => {
    expect(safeAdminReturn(next)).toBe(ADMIN_HOME);
  });

  it("normalises dot segments before judging", () => {
    expect(safeAdminReturn("/admin/../account")).toBe(ADMIN_HOME);
    expect(safeAdminReturn("/admin/./orders")).toBe("/admin/orders");
  });
});

describe("loginPathFor", () => {
  it("carries a deep admin path to the sign-in page, and nothing for the Overview", () => {
    expect(loginPathFor("/admin/orders?q=a b")).toBe("/admin/login?next=%2Fadmin%2Forders%3Fq%3Da%2520b");
    expect(loginPathFor("/admin")).toBe("/admin/login");
  });
});
