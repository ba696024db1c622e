import { useEffect } from "react";
import { Outlet, useNavigation, useRevalidator, useRouteLoaderData } from "react-router";
import { AdminNav } from "../../components/admin/shell/admin-nav";
import { AdminTopBar } from "../../components/admin/shell/admin-top-bar";
import { onShopEvent } from "../../lib/shop-events";
import { useShopName } from "../../lib/use-shop-name";
import type { loader as guardLoader } from "./admin-guard";

/** What the server announces on /api/events that an open admin screen may be showing. */
const LIVE_EVENTS = ["products.changed", "videos.changed", "settings.changed", "reconnect"];

/**
 * Every admin screen's frame: the top bar, the tab strip of screen links, and the screen.
 * A change announced by the server re-runs the open screen's loader; while a screen's
 * loader or action runs, a bar under the tabs says so.
 */
export default function AdminLayout() {
  const email = useRouteLoaderData<typeof guardLoader>("routes/admin/admin-guard")?.email ?? "";
  const shopName = useShopName();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== "idle";

  const { revalidate } = revalidator;
  useEffect(() => {
    const offs = LIVE_EVENTS.map((type) => onShopEvent(type, () => void revalidate()));
    return () => offs.forEach((off) => off());
  }, [revalidate]);

  return (
    <div className="min-h-screen bg-gray-50">
      <AdminTopBar shopName={shopName} email={email} />
      <main className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8" aria-busy={busy}>
        <div className="relative pt-4">
          <AdminNav />
          <div
            aria-hidden="true"
            data-testid="admin-pending"
            className={`absolute inset-x-0 bottom-0 h-0.5 origin-left bg-purple-500 transition-opacity duration-300 ${
              busy ? "animate-pulse opacity-100" : "opacity-0"
            }`}
          />
        </div>
        <div className="pt-6">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
