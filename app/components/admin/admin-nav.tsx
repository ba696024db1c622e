// The admin's tab strip: one link per screen the member's role may open, the current one
// marked (aria-current="page").
import { NavLink } from "react-router";
import { ADMIN_SCREENS } from "./admin-screens";
import { useStaffAccess } from "./use-staff-role";

export function AdminNav() {
  const { mayOpen } = useStaffAccess();
  return (
    <nav aria-label="Dashboard sections" className="border-b border-gray-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {ADMIN_SCREENS.filter((s) => mayOpen(s.path)).map((s) => (
          <li key={s.path} className="shrink-0">
            <NavLink
              to={s.path}
              end={s.path === "/admin"}
              preventScrollReset
              className={({ isActive }) =>
                `block border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition sm:px-4 ${
                  isActive
                    ? "border-purple-600 text-purple-700"
                    : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900"
                }`
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
