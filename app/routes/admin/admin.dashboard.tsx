import { replace } from "react-router";
import { homeFor, mayOpen } from "../../../core/staff-roles";
import { screenForDashboardLink } from "../../components/admin/shell/admin-screens";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.dashboard";

// SPEC §2's dashboard address (sign-in lands here) and its old `?tab=` links now open the
// screen's own address, or the role's first screen when its role may not open that one.
export function loader({ request, context }: Route.LoaderArgs) {
  const target = screenForDashboardLink(new URL(request.url).searchParams);
  const role = context.admin?.role;
  throw replace(!role || mayOpen(role, target) ? target : homeFor(role));
}

export default function AdminDashboard() {
  return null;
}
