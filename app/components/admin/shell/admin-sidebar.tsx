// What the sidebar holds, on a desktop beside every screen and on a phone inside the menu: the
// shop's logo, the screens, and the signed-in member with View Store and Logout (docs/spec.md §2).
import { useState } from "react";
import { useNavigate } from "react-router";
import { ROLE_LABELS } from "../../../../core/staff-roles";
import { Logo } from "../../art";
import { adminApi } from "../shared/admin-api";
import { buttonClass } from "../shared/form-controls";
import { useStaffRole } from "../shared/use-staff-role";
import { AdminNav, type WorkCounts } from "./admin-nav";

/** `inMenu`: inside the phone's menu, whose close button sits at the top right. */
type Props = { shopName: string; email: string; work: WorkCounts; onNavigate?: () => void; inMenu?: boolean };

export function AdminSidebar({ shopName, email, work, onNavigate, inMenu }: Props) {
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
    <div className="flex h-full flex-col">
      <div className={`border-b border-gray-200 py-3 pl-5 ${inMenu ? "pr-14" : "pr-5"}`}>
        <a href="/" className="block w-fit rounded-lg" aria-label={`${shopName} home`}>
          <Logo className="h-7 w-auto" brand={shopName} />
        </a>
        <h1 className="mt-1.5 text-xs font-semibold tracking-wide text-gray-500">Admin Dashboard</h1>
      </div>
      {/* Every screen fits at 1440 × 900; where the list must scroll (a short window, a phone),
          its edges shade to say there is more. */}
      <div className="scroll-shadows flex-1 overflow-y-auto px-3 py-3" data-testid="admin-nav-scroller">
        <AdminNav work={work} onNavigate={onNavigate} />
      </div>
      <div className="border-t border-gray-200 px-5 py-2.5">
        <p className="truncate text-sm font-medium text-gray-900" data-testid="signed-in-member">
          {email}
        </p>
        {role ? <p className="text-xs text-gray-600">{ROLE_LABELS[role]}</p> : null}
        <div className="mt-2 flex gap-2">
          <a href="/" className={`${buttonClass.secondary} flex-1`}>
            View Store
          </a>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={leaving}
            className={`${buttonClass.ghost} flex-1`}
          >
            Logout
          </button>
        </div>
      </div>
    </div>
  );
}
