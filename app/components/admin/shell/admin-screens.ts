// The admin's screens, each at its own address, grouped as the sidebar shows them. A new screen
// is one line here (the sidebar, the phone menu and the role filter all read this list); the role
// table in core/staff-roles.ts decides who may open it. The Overview is /admin itself.
export const ADMIN_GROUPS = [
  { id: "home", label: "Home" },
  { id: "sales", label: "Sales" },
  { id: "catalogue", label: "Catalogue" },
  { id: "customers", label: "Customers" },
  { id: "content", label: "Content" },
  { id: "settings", label: "Settings" },
] as const;

export type AdminGroup = (typeof ADMIN_GROUPS)[number]["id"];

/** Work waiting on a screen, counted by the admin layout's loader and shown as a badge. */
export type WorkBadge = "toFulfil" | "openReturns" | "newMessages";

export type AdminScreen = {
  tab: string;
  path: string;
  label: string;
  group: AdminGroup;
  badge?: WorkBadge;
};

export const ADMIN_SCREENS = [
  { tab: "overview", path: "/admin", label: "Overview", group: "home" },
  { tab: "analytics", path: "/admin/analytics", label: "Analytics", group: "home" },
  { tab: "orders", path: "/admin/orders", label: "Orders", group: "sales", badge: "toFulfil" },
  { tab: "pack", path: "/admin/pack", label: "Pack", group: "sales" },
  { tab: "returns", path: "/admin/returns", label: "Returns", group: "sales", badge: "openReturns" },
  { tab: "subscriptions", path: "/admin/subscriptions", label: "Subscriptions", group: "sales" },
  { tab: "products", path: "/admin/products", label: "Products", group: "catalogue" },
  { tab: "stock", path: "/admin/stock", label: "Stock", group: "catalogue" },
  { tab: "recall", path: "/admin/recall", label: "Recall", group: "catalogue" },
  { tab: "reviews", path: "/admin/reviews", label: "Reviews", group: "catalogue" },
  { tab: "promotions", path: "/admin/promotions", label: "Promotions", group: "catalogue" },
  { tab: "messages", path: "/admin/messages", label: "Messages", group: "customers", badge: "newMessages" },
  { tab: "customers", path: "/admin/customers", label: "Customers", group: "customers" },
  { tab: "content", path: "/admin/content", label: "Content", group: "content" },
  { tab: "videos", path: "/admin/videos", label: "Video Manager", group: "content" },
  { tab: "demo", path: "/admin/demo", label: "Product Demo", group: "content" },
  // Owners only (core/staff-roles.ts): the sidebar shows what a role may open.
  { tab: "settings", path: "/admin/settings", label: "Business details", group: "settings" },
  { tab: "staff", path: "/admin/staff", label: "Staff", group: "settings" },
  { tab: "audit", path: "/admin/audit", label: "Audit log", group: "settings" },
  { tab: "api", path: "/admin/api", label: "API", group: "settings" },
  { tab: "system", path: "/admin/system", label: "System", group: "settings" },
] as const satisfies readonly AdminScreen[];

/** docs/spec.md §2: the dashboard's default tab. */
const DASHBOARD_DEFAULT = "/admin/products";

/** Where an old `/admin/dashboard?tab=…` link now lives; its other parameters go along. */
export function screenForDashboardLink(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  const tab = rest.get("tab");
  rest.delete("tab");
  const path = ADMIN_SCREENS.find((s) => s.tab === tab)?.path ?? DASHBOARD_DEFAULT;
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether a path is one of the screens inside the admin layout (sidebar and screen). */
export function isAdminScreenPath(pathname: string): boolean {
  return ADMIN_SCREENS.some((s) => pathname === s.path || (s.path !== "/admin" && pathname.startsWith(`${s.path}/`)));
}

/** The screen a path belongs to (its own or its parent's), for the phone's title bar. */
export function screenOf(pathname: string): AdminScreen | undefined {
  return ADMIN_SCREENS.find((s) => pathname === s.path || (s.path !== "/admin" && pathname.startsWith(`${s.path}/`)));
}
