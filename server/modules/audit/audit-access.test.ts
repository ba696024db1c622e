import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../../core/staff-roles";
import { assertCanReadAudit } from "./audit-access";

describe("who may read the audit log", () => {
  it.each(STAFF_ROLES.filter((r) => r !== "owner"))("refuses %s", (role) => {
    expect(() => assertCanReadAudit({ role })).toThrow("Only an owner can see the audit log");
  });
  it("lets an owner read it", () => {
    expect(() => assertCanReadAudit({ role: "owner" })).not.toThrow();
  });
});
