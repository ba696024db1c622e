// What the signed-in member's role allows, for hiding what it cannot use (the server refuses it
// anyway: server/modules/auth/admin-guard.ts). Read from the admin guard's loader.
import { useRouteLoaderData } from "react-router";
import { can, mayOpen, type Permission, type StaffRole } from "../../../../core/staff-roles";

export function useStaffRole(): StaffRole | null {
  const data = useRouteLoaderData("routes/admin/admin-guard") as { role?: StaffRole } | undefined;
  return data?.role ?? null;
}

/** can(permission) and mayOpen(href) for the signed-in role; without one, nothing. */
export function useStaffAccess() {
  const role = useStaffRole();
  return {
    role,
    can: (permission: Permission) => role !== null && can(role, permission),
    mayOpen: (href: string) => role !== null && mayOpen(role, href),
  };
}
