import { useEffect } from "react";
import { Outlet, replace, useLocation, useNavigate, useNavigation } from "react-router";
import { isAdminScreenPath } from "../../components/admin/shell/admin-screens";
import { VerifyingAuth } from "../../components/admin/shell/verifying-auth";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin-guard";

// The server's admin guard already answered every request here without a
// session; this is the second line (and the one client navigations meet).
export function loader({ context }: Route.LoaderArgs) {
  if (!context.admin) throw replace("/admin/login");
  const { email, role } = context.admin;
  return { email, role, timeZone: context.config.shopTimeZone };
}

/**
 * docs/spec.md §2 protected-route wrapper, for display only: 'Verifying authentication...'
 * while a guarded page's session check (its loader) runs, and back to the sign-in
 * page when the session has ended while the tab sat in the background.
 */
export default function AdminGuard() {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  // Between two screens of the admin layout its own pending bar shows the wait.
  const verifying =
    navigation.state === "loading" &&
    navigation.location.pathname !== location.pathname &&
    navigation.location.pathname.startsWith("/admin/") &&
    navigation.location.pathname !== "/admin/login" &&
    !(isAdminScreenPath(location.pathname) && isAdminScreenPath(navigation.location.pathname));

  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const res = await fetch("/api/auth/session", { cache: "no-store" });
        if (res.status === 401 && !cancelled) await navigate("/admin/login", { replace: true });
      } catch {
        // offline: the next request will tell
      }
    };
    document.addEventListener("visibilitychange", check);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", check);
    };
  }, [navigate]);

  return (
    <>
      {verifying ? <VerifyingAuth overlay /> : null}
      <Outlet />
    </>
  );
}
