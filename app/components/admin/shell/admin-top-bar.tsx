import { useState } from "react";
import { useNavigate } from "react-router";
import { ROLE_LABELS } from "../../../../core/staff-roles";
import { Logo } from "../../art";
import { adminApi } from "../shared/admin-api";
import { buttonClass } from "../shared/form-controls";
import { useStaffRole } from "../shared/use-staff-role";

/** SPEC §2 dashboard top bar: logo (→ /), 'Admin Dashboard', Logout, 'View Store'. */
export function AdminTopBar({ shopName, email }: { shopName: string; email: string }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const role = useStaffRole();

  async function logout() {
    setLeaving(true);
    try {
      await adminApi.logout();
    } catch (err) {
      console.warn("Logout request failed", err);
    }
    await navigate("/admin/login", { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 sm:h-16 sm:flex-nowrap sm:px-6 sm:py-0 lg:px-8">
        <a href="/" className="shrink-0 rounded-lg" aria-label={`${shopName} home`}>
          <Logo className="h-7 w-auto sm:h-8" brand={shopName} />
        </a>
        <span aria-hidden="true" className="hidden h-6 w-px bg-gray-200 sm:block" />
        <h1 className="order-last w-full truncate text-sm font-semibold text-gray-900 sm:order-none sm:w-auto sm:text-lg">
          Admin Dashboard
        </h1>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <span className="hidden text-sm text-gray-500 md:inline" title="Signed in">
            {email}
            {role ? ` · ${ROLE_LABELS[role]}` : ""}
          </span>
          <a href="/" className={buttonClass.ghost}>
            View Store
          </a>
          <button type="button" onClick={() => void logout()} disabled={leaving} className={buttonClass.secondary}>
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}
