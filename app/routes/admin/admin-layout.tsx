import { useEffect, useRef } from "react";
import { Outlet, useNavigation, useRevalidator, useRouteLoaderData } from "react-router";
import { can } from "../../../core/staff-roles";
import type { WorkCounts } from "../../components/admin/shell/admin-nav";
import { AdminPhoneBar } from "../../components/admin/shell/admin-phone-menu";
import { AdminSidebar } from "../../components/admin/shell/admin-sidebar";
import "../../lib/admin-load-context";
import { onShopEvent } from "../../lib/shop-events";
import { useShopName } from "../../lib/use-shop-name";
import type { loader as guardLoader } from "./admin-guard";
import type { Route } from "./+types/admin-layout";

/** What the server announces on the admin's event stream that an open screen may be showing. */
const LIVE_EVENTS = ["products.changed", "videos.changed", "settings.changed", "work.changed", "reconnect"];

/** A burst of notices (a busy shop's paid orders) re-runs the screen's loaders once. */
const REVALIDATE_PAUSE_MS = 500;

/** The badges: work waiting for staff, counted only for the roles that do that work. */
export async function loader({ context }: Route.LoaderArgs): Promise<{ work: WorkCounts }> {
  const role = context.admin?.role;
  if (!role) return { work: {} };
  const { orders, inbox } = context.services;
  const mayInbox = can(role, "returns") || can(role, "messages");
  const [toFulfil, open] = await Promise.all([
    can(role, "orders.fulfil") ? orders.countWithStatus("paid") : null,
    mayInbox ? inbox.openCounts() : null,
  ]);
  return {
    work: {
      toFulfil,
      openReturns: open && can(role, "returns") ? open.openReturns : null,
      newMessages: open && can(role, "messages") ? open.newMessages : null,
    },
  };
}

/**
 * Every admin screen's frame: the sidebar (on a phone, the menu) and the screen. A change
 * announced by the server re-runs the open screen's loaders and the badges; while a screen's
 * loader or action runs, a bar along the top says so.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const email = useRouteLoaderData<typeof guardLoader>("routes/admin/admin-guard")?.email ?? "";
  const shopName = useShopName();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { work } = loaderData;

  const { revalidate } = useRevalidator();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const soon = () => {
      pending.current ??= setTimeout(() => {
        pending.current = null;
        void revalidate();
      }, REVALIDATE_PAUSE_MS);
    };
    const offs = LIVE_EVENTS.map((type) => onShopEvent(type, soon));
    return () => {
      offs.forEach((off) => off());
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [revalidate]);

  return (
    <div className="min-h-screen bg-gray-50">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-gray-200 bg-white lg:block">
        <AdminSidebar shopName={shopName} email={email} work={work} />
      </aside>
      <AdminPhoneBar shopName={shopName} email={email} work={work} />
      <div
        aria-hidden="true"
        data-testid="admin-pending"
        className={`fixed inset-x-0 top-0 z-40 h-0.5 origin-left bg-purple-500 transition-opacity duration-300 lg:left-64 ${
          busy ? "animate-pulse opacity-100" : "opacity-0"
        }`}
      />
      <main className="px-4 pt-6 pb-16 sm:px-6 lg:pl-72 lg:pr-8" aria-busy={busy}>
        <div className="mx-auto max-w-7xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
