// The admin's tab strip: one link per screen the member's role may open, the current one
// marked (aria-current="page"). On a narrow screen the strip scrolls sideways: a fade at either
// edge says more tabs lie that way, and the current tab is scrolled into sight whenever the
// screen changes.
import { useCallback, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ADMIN_SCREENS } from "./admin-screens";
import { useStaffAccess } from "../shared/use-staff-role";

type Overflow = { left: boolean; right: boolean };

function overflowOf(el: HTMLElement): Overflow {
  // A pixel of slack: zoomed layouts leave fractional scroll positions.
  return { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

function Fade({ side }: { side: "left" | "right" }) {
  const where = side === "left" ? "left-0 bg-linear-to-r" : "right-0 bg-linear-to-l";
  return (
    <div
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={`pointer-events-none absolute inset-y-0 ${where} flex w-10 items-center from-gray-50 via-gray-50/80 to-transparent ${
        side === "left" ? "justify-start" : "justify-end"
      }`}
    >
      <span className="px-0.5 text-lg leading-none text-gray-500">{side === "left" ? "‹" : "›"}</span>
    </div>
  );
}

export function AdminNav() {
  const { mayOpen } = useStaffAccess();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const measure = useCallback(() => {
    if (list.current) setOverflow(overflowOf(list.current));
  }, []);

  useEffect(() => {
    const el = list.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (el && current) {
      // Only the strip scrolls (never the page), and only as far as brings the tab fully in.
      const start = current.offsetLeft - el.offsetLeft;
      const end = start + current.offsetWidth;
      const margin = 40;
      if (start - margin < el.scrollLeft) el.scrollLeft = Math.max(0, start - margin);
      else if (end + margin > el.scrollLeft + el.clientWidth) el.scrollLeft = end + margin - el.clientWidth;
    }
    measure();
  }, [pathname, measure]);

  useEffect(() => {
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  return (
    <nav aria-label="Dashboard sections" className="relative border-b border-gray-200">
      <ul ref={list} onScroll={measure} className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]">
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
      {overflow.left ? <Fade side="left" /> : null}
      {overflow.right ? <Fade side="right" /> : null}
    </nav>
  );
}
