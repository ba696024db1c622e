import { replace } from "react-router";
import { ADMIN_HOME } from "../../../core/admin-return";
import { mayOpen } from "../../../core/staff-roles";
import { screenForDashboardLink } from "../../components/admin/shell/admin-screens";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.dashboard";

// docs/spec.md §2's dashboard address and its old `?tab=` links now open the screen's own address, or the
// Overview (open to every role) when the member's role may not open that one.
export function loader({ request, context }: Route.LoaderArgs) {
  const target = screenForDashboardLink(new URL(request.url).searchParams);
  const role = context.admin?.role;
  throw replace(!role || mayOpen(role, target) ? target : ADMIN_HOME);
}

export default function AdminDashboard() {
  return null;
}
