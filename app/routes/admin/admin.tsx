import { replace } from "react-router";
import { ADMIN_HOME } from "../../components/admin/admin-screens";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin";

// SPEC §2: /admin redirects (replace) to /admin/login; signed in, it opens the first screen.
export function loader({ context }: Route.LoaderArgs) {
  throw replace(context.admin ? ADMIN_HOME : "/admin/login");
}

export default function AdminIndex() {
  return null;
}
