import { replace } from "react-router";
import { screenForDashboardLink } from "../../components/admin/admin-screens";
import type { Route } from "./+types/admin.dashboard";

// SPEC §2's dashboard address (sign-in lands here) and its old `?tab=` links now open the
// screen's own address.
export function loader({ request }: Route.LoaderArgs) {
  throw replace(screenForDashboardLink(new URL(request.url).searchParams));
}

export default function AdminDashboard() {
  return null;
}
