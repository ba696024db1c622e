// The admin's screens, each at its own address, in the order the tab strip shows them. The
// Overview is /admin itself; the old dashboard's links land on Products (SPEC §2: its default tab).
export const ADMIN_SCREENS = [
  { tab: "overview", path: "/admin", label: "Overview" },
  { tab: "products", path: "/admin/products", label: "Products" },
  { tab: "videos", path: "/admin/videos", label: "Video Manager" },
  { tab: "demo", path: "/admin/demo", label: "Product Demo" },
  { tab: "orders", path: "/admin/orders", label: "Orders" },
  { tab: "stock", path: "/admin/stock", label: "Stock" },
  { tab: "promotions", path: "/admin/promotions", label: "Promotions" },
  { tab: "returns", path: "/admin/returns", label: "Returns" },
  { tab: "messages", path: "/admin/messages", label: "Messages" },
  { tab: "reviews", path: "/admin/reviews", label: "Reviews" },
  { tab: "api", path: "/admin/api", label: "API" },
  // Owners only: the tab strip shows what core/staff-roles.ts lets a role open.
  { tab: "staff", path: "/admin/staff", label: "Staff" },
  { tab: "audit", path: "/admin/audit", label: "Audit" },
] as const;

export const ADMIN_HOME = "/admin/products";

/** Where an old `/admin/dashboard?tab=…` link now lives; its other parameters go along. */
export function screenForDashboardLink(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  const tab = rest.get("tab");
  rest.delete("tab");
  const path = ADMIN_SCREENS.find((s) => s.tab === tab)?.path ?? ADMIN_HOME;
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether a path is one of the screens inside the admin layout (top bar and tab strip). */
export function isAdminScreenPath(pathname: string): boolean {
  return ADMIN_SCREENS.some((s) => pathname === s.path || (s.path !== "/admin" && pathname.startsWith(`${s.path}/`)));
}
