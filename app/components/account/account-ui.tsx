// The frame and small pieces of the account pages: the storefront layout with a title band,
// the account's own navigation, and the buttons and notices they share.
import type { ReactNode, Ref } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { InfoPage, SiteLayout } from "../layout/site-layout";
import { useShopName } from "../../lib/use-shop-name";

export const ui = {
  card: "rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6",
  h2: "text-xl font-bold tracking-tight text-gray-900",
  p: "text-gray-700 leading-relaxed",
  muted: "text-sm text-gray-600",
  link: "font-medium text-purple-700 underline decoration-purple-300 underline-offset-2 hover:text-fuchsia-600 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600",
  primary:
    "inline-flex min-h-11 items-center justify-center rounded-full bg-linear-to-r from-purple-600 to-fuchsia-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600 disabled:opacity-70",
  secondary:
    "inline-flex min-h-11 items-center justify-center rounded-full border border-purple-600 bg-white px-5 py-2.5 font-semibold text-purple-700 hover:bg-purple-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600",
  danger:
    "inline-flex min-h-11 items-center justify-center rounded-full border border-red-700 bg-white px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700",
} as const;

export function AccountFrame({
  title,
  intro,
  nav,
  children,
}: {
  title: string;
  intro?: ReactNode;
  nav?: boolean;
  children: ReactNode;
}) {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={title} intro={intro}>
        <div className="mx-auto w-full max-w-3xl space-y-8">
          {nav ? <AccountNav /> : null}
          {children}
        </div>
      </InfoPage>
    </SiteLayout>
  );
}

/** Scrolls the row sideways only (never the page) until the page's own tab is clear of the fading edge. */
function showCurrentTab(nav: HTMLElement | null) {
  const current = nav?.querySelector('[aria-current="page"]');
  if (!nav || !current) return;
  const tab = current.getBoundingClientRect();
  const row = nav.getBoundingClientRect();
  if (tab.left < row.left || tab.right > row.right - 40) nav.scrollLeft += tab.left - row.left - 16;
}

function AccountNav() {
  // Orders stays marked on an order's own page.
  const onOrders = /^\/account(\/orders\/.*)?$/.test(useLocation().pathname);
  const tab = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 shrink-0 snap-start items-center justify-center rounded-full px-4 font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-purple-600 ${
      isActive ? "bg-purple-700 text-white" : "bg-white text-gray-800 ring-1 ring-gray-300 ring-inset hover:bg-gray-50"
    }`;
  return (
    // One row. On a phone it scrolls sideways, its right edge fading so that more is plainly there,
    // and the page's own tab is brought into view.
    <nav
      aria-label="Account"
      ref={showCurrentTab}
      className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-1 [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:[mask-image:none]"
    >
      <NavLink to="/account" end className={() => tab({ isActive: onOrders })}>
        Orders
      </NavLink>
      <NavLink to="/account/addresses" className={tab}>
        Addresses
      </NavLink>
      <NavLink to="/account/passkeys" className={tab}>
        Passkeys
      </NavLink>
      <NavLink to="/account/subscriptions" className={tab}>
        Subscriptions
      </NavLink>
      <NavLink to="/account/settings" className={tab}>
        Settings
      </NavLink>
      {/* Room to scroll the last pill clear of the fading edge. */}
      <span aria-hidden="true" className="w-6 shrink-0 sm:hidden" />
    </nav>
  );
}

/** A message the server sent back, announced when it appears. */
export function Notice({
  tone,
  children,
  ref,
  testId,
}: {
  tone: "error" | "success";
  children: ReactNode;
  /** To move focus to it (tabIndex -1 when given). */
  ref?: Ref<HTMLDivElement>;
  testId?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      data-testid={testId}
      className="scroll-mt-24 rounded-xl focus:outline-2 focus:outline-offset-2 focus:outline-purple-600"
    >
      <p
        className={`rounded-xl border px-4 py-3 text-sm font-medium ${
          tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-900"
        }`}
      >
        {children}
      </p>
    </div>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className={ui.link}>
        ← {children}
      </Link>
    </p>
  );
}
