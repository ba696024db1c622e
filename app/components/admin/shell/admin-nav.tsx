// The admin's navigation: one link per screen the member's role may open, in labelled groups,
// the current screen marked (aria-current="page") and work waiting shown as a badge. The same
// list is the desktop sidebar and the phone's menu.
import { useId } from "react";
import { NavLink } from "react-router";
import { useStaffAccess } from "../shared/use-staff-role";
import { ADMIN_GROUPS, ADMIN_SCREENS, type AdminScreen, type WorkBadge } from "./admin-screens";

export type WorkCounts = Partial<Record<WorkBadge, number | null>>;

const BADGE_WORDS: Record<WorkBadge, (n: number) => string> = {
  toFulfil: (n) => `${n} ${n === 1 ? "order" : "orders"} to fulfil`,
  openReturns: (n) => `${n} open ${n === 1 ? "return" : "returns"}`,
  newMessages: (n) => `${n} new ${n === 1 ? "message" : "messages"}`,
};

function ScreenLink({ screen, count, onNavigate }: { screen: AdminScreen; count: number; onNavigate?: () => void }) {
  const describedBy = useId();
  // The badge sits beside the link, not in it, and its words are the link's description: the
  // link's name and text stay the screen's name.
  return (
    <>
      <NavLink
        to={screen.path}
        end={screen.path === "/admin"}
        preventScrollReset
        onClick={onNavigate}
        aria-describedby={count > 0 ? describedBy : undefined}
        className={({ isActive }) =>
          `flex min-h-[26px] items-center rounded-lg py-[3px] pr-12 pl-3 text-sm font-medium transition ${
            isActive ? "bg-purple-50 text-purple-800" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900"
          }`
        }
      >
        {screen.label}
      </NavLink>
      {count > 0 ? (
        <>
          <span
            aria-hidden="true"
            data-testid={`badge-${screen.tab}`}
            className="pointer-events-none absolute top-1/2 right-2 min-w-6 -translate-y-1/2 rounded-full bg-purple-600 px-1.5 py-0.5 text-center text-xs font-semibold text-white tabular-nums"
          >
            {count > 99 ? "99+" : count}
          </span>
          <span id={describedBy} hidden>
            {BADGE_WORDS[screen.badge!](count)}
          </span>
        </>
      ) : null}
    </>
  );
}

export function AdminNav({ work, onNavigate }: { work: WorkCounts; onNavigate?: () => void }) {
  const { mayOpen } = useStaffAccess();
  const headingId = useId();
  const screens: readonly AdminScreen[] = ADMIN_SCREENS;
  const shown = screens.filter((s) => mayOpen(s.path));
  return (
    <nav aria-label="Dashboard sections" className="space-y-2">
      {ADMIN_GROUPS.map((group) => {
        const inGroup = shown.filter((s) => s.group === group.id);
        if (inGroup.length === 0) return null;
        const id = `${headingId}-${group.id}`;
        return (
          <div key={group.id} role="group" aria-labelledby={id}>
            <p id={id} className="px-3 pb-0.5 text-xs font-semibold tracking-wider text-gray-500 uppercase">
              {group.label}
            </p>
            <ul>
              {inGroup.map((s) => (
                <li key={s.path} className="relative">
                  <ScreenLink screen={s} count={s.badge ? (work[s.badge] ?? 0) : 0} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
