// Who may read the audit log: owners only. The role guard already keeps every other
// role off the Audit tab and its API (core/staff-roles.ts names no role for them); this second
// lock sits in the service, which the JSON API, the CSV and the tab's loader all go through.
import type { StaffRole } from "../../../core/staff-roles";
import { AppError } from "../../errors";

export type AuditViewer = { role: StaffRole };

export function assertCanReadAudit(viewer: AuditViewer): void {
  if (viewer.role !== "owner") throw new AppError("forbidden", "Only an owner can see the audit log");
}
