// On a phone the sidebar is a menu: a bar with a Menu button (and the current screen's name)
// opens the same navigation as a drawer. Focus stays inside it, Escape or the backdrop closes it,
// the page behind does not scroll, and choosing a screen closes it.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useScrollLock } from "../../../lib/use-scroll-lock";
import { Logo } from "../../art";
import { useDialogFocus } from "../../ui/use-dialog-focus";
import { screenOf } from "./admin-screens";
import type { WorkCounts } from "./admin-nav";
import { AdminSidebar } from "./admin-sidebar";

/** Tailwind's lg: from here up the sidebar is always there and the menu never is. */
const DESKTOP = "(min-width: 1024px)";

function MenuDrawer(props: { shopName: string; email: string; work: WorkCounts; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useDialogFocus(panel, props.onClose, true);
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div
        className="absolute inset-0 bg-gray-950/50"
        aria-hidden="true"
        onClick={props.onClose}
        data-testid="admin-menu-backdrop"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Admin menu"
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl outline-none"
      >
        <button
          type="button"
          onClick={props.onClose}
          aria-label="Close menu"
          className="absolute top-3 right-3 rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <AdminSidebar
          shopName={props.shopName}
          email={props.email}
          work={props.work}
          onNavigate={props.onClose}
          inMenu
        />
      </div>
    </div>
  );
}

export function AdminPhoneBar({ shopName, email, work }: { shopName: string; email: string; work: WorkCounts }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const screen = screenOf(pathname);
  const waiting = Object.values(work).reduce<number>((n, c) => n + (c ?? 0), 0);

  // A window widened to a desktop while the menu is open shows the sidebar instead, and Back or
  // Forward leaves the menu. (Choosing a screen closes it at the click: closing when the address
  // changes would also close a menu opened again while that screen was still loading.)
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(DESKTOP);
    const close = () => setOpen(false);
    const onChange = () => wide.matches && close();
    wide.addEventListener("change", onChange);
    window.addEventListener("popstate", close);
    return () => {
      wide.removeEventListener("change", onChange);
      window.removeEventListener("popstate", close);
    };
  }, [open]);

  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white/95 px-2 backdrop-blur lg:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={open}
          className="relative inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-gray-800 hover:bg-gray-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Menu
          {waiting > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-2 left-5 h-2.5 w-2.5 rounded-full bg-purple-600 ring-2 ring-white"
            />
          ) : null}
        </button>
        <a href="/" className="shrink-0 rounded-lg" aria-label={`${shopName} home`}>
          <Logo className="h-6 w-auto" brand={shopName} />
        </a>
        <h1 className="sr-only">Admin Dashboard</h1>
        {screen ? (
          <p className="ml-auto truncate pr-2 text-sm font-semibold text-gray-900" data-testid="admin-current-screen">
            {screen.label}
          </p>
        ) : null}
      </header>
      {open ? <MenuDrawer shopName={shopName} email={email} work={work} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
