// Who may read the audit log. Issue 18 says owners only; staff roles are being built alongside
// (branch issue-18-staff). Until they land every signed-in staff member may read it. THIS is
// the one place the owner check goes: the JSON API, the CSV and the Audit tab's loader all
// pass through the audit service, which asks here first.
import type { Actor } from "./audit.record";

export function assertCanReadAudit(viewer: Actor): void {
  // With roles: if (viewer.role !== "owner") throw new AppError("forbidden", "Only an owner can see the audit log");
  void viewer;
}
