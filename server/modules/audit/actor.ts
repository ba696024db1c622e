// The staff member behind an admin API request, as the audit log records them. The admin guard
// (modules/auth/admin-guard.ts) has already refused a request without a session.
import type { Context } from "hono";
import { AppError } from "../../errors";
import "../auth/admin-guard";
import type { StaffRole } from "../../../core/staff-roles";
import type { Actor } from "./audit.record";

export function actorOf(c: Context): Actor {
  const admin = c.get("admin");
  if (!admin) throw new AppError("unauthorized", "Sign in required");
  return { userId: admin.userId, email: admin.email };
}

/** The signed-in staff member's role, for what only some roles may read. */
export function viewerOf(c: Context): { role: StaffRole } {
  const admin = c.get("admin");
  if (!admin) throw new AppError("unauthorized", "Sign in required");
  return { role: admin.role };
}
