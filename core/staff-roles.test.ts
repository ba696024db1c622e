import { describe, expect, it } from "vitest";
import { ADMIN_HOME } from "./admin-return";
import { can, isStaffRole, mayOpen, mayRequest, permissionFor, STAFF_ROLES, type StaffRole } from "./staff-roles";

// [method, path, roles allowed besides the owner]
const CASES: [string, string, StaffRole[]][] = [
  ["GET", "/api/admin/products", ["manager"]],
  ["POST", "/api/admin/products/reorder", ["manager"]],
  ["PUT", "/api/admin/stock/lemon", ["manager"]],
  ["POST", "/api/admin/promotions", ["manager"]],
  ["PATCH", "/api/uploads/abc", ["manager"]],
  ["PUT", "/api/admin/settings/featured-video", ["manager"]],
  ["GET", "/api/admin/orders", ["manager", "fulfilment", "support"]],
  ["GET", "/api/admin/orders/export.csv", ["manager", "fulfilment", "support"]],
  ["POST", "/api/admin/orders/abc/fulfil", ["manager", "fulfilment"]],
  ["POST", "/api/admin/orders/abc/label/quote", ["manager", "fulfilment"]],
  ["POST", "/api/admin/orders/abc/label", ["manager", "fulfilment"]],
  ["GET", "/api/admin/orders/abc/label.pdf", ["manager", "fulfilment", "support"]],
  ["POST", "/api/admin/orders/abc/refund", ["manager"]],
  ["DELETE", "/api/admin/orders/abc", []],
  ["PATCH", "/api/admin/returns/r1", ["manager", "support"]],
  ["GET", "/api/admin/messages", ["manager", "support"]],
  ["GET", "/api/admin/staff", []],
  ["GET", "/api/admin/audit", []],
  ["GET", "/admin", ["manager", "fulfilment", "support"]],
  ["POST", "/admin", []],
  ["GET", "/admin/api", ["manager", "fulfilment", "support"]],
  ["GET", "/admin/products/new", ["manager"]],
  ["POST", "/admin/products/abc", ["manager"]],
  ["GET", "/admin/videos", ["manager"]],
  ["GET", "/admin/orders/rr-abc123", ["manager", "fulfilment", "support"]],
  ["POST", "/admin/orders/rr-abc123", ["manager", "fulfilment"]],
  ["POST", "/admin/orders", []],
  ["GET", "/admin/orders/pick-list", ["manager", "fulfilment", "support"]],
  ["GET", "/admin/orders/packing-slips", ["manager", "fulfilment", "support"]],
  ["GET", "/admin/orders/ship", ["manager", "fulfilment"]],
  ["POST", "/admin/orders/ship", ["manager", "fulfilment"]],
  ["POST", "/admin/returns", ["manager", "support"]],
  ["GET", "/admin/staff", []],
  ["GET", "/admin/reviews", ["manager", "support"]],
  ["PATCH", "/api/admin/reviews/r1", ["manager", "support"]],
  ["GET", "/admin/audit", []],
  ["GET", "/api/admin/audit/export.csv", []],
];

describe("mayRequest", () => {
  it.each(CASES)("%s %s", (method, path, allowed) => {
    for (const role of STAFF_ROLES) {
      expect(mayRequest(role, method, path), role).toBe(role === "owner" || allowed.includes(role));
    }
  });

  it("names no permission for a path without a rule (deny by default)", () => {
    expect(permissionFor("GET", "/api/admin/audit")).toBeNull();
    expect(permissionFor("GET", "/admin/something-new")).toBeNull();
  });
});

describe("roles", () => {
  it("give refunds only to owner and manager, and staff only to the owner", () => {
    expect(STAFF_ROLES.filter((r) => can(r, "orders.refund"))).toEqual(["owner", "manager"]);
    expect(STAFF_ROLES.filter((r) => can(r, "staff"))).toEqual(["owner"]);
  });

  it("lets every role open the Overview, where signing in lands", () => {
    for (const role of STAFF_ROLES) expect(mayOpen(role, ADMIN_HOME)).toBe(true);
    expect(mayRequest("support", "GET", "/api/admin/events")).toBe(true);
    expect(mayRequest("fulfilment", "POST", "/api/admin/events")).toBe(false);
  });

  it("keeps the business details (Settings) the owner's alone", () => {
    for (const method of ["GET", "POST"]) {
      expect(STAFF_ROLES.filter((r) => mayRequest(r, method, "/admin/settings"))).toEqual(["owner"]);
    }
  });

  it("recognises only the four roles", () => {
    expect(["owner", "support", "admin", "", null, "Owner"].map(isStaffRole)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
