// Staff roles and the one table of what each may do, read by the server's guard (every
// /api/admin/* route, upload and admin page) and by the admin UI (which tabs and buttons show).
// Deny by default: a path with no rule below is the owner's alone.

/** The set-password page an invitation's link opens; outside the admin guard, like the sign-in page. */
export const INVITE_PATH = "/admin/invite";

export const STAFF_ROLES = ["owner", "manager", "fulfilment", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  fulfilment: "Fulfilment",
  support: "Support",
};

export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: "Everything, including staff",
  manager:
    "Products, media, content, orders, refunds, subscriptions, returns, messages, reviews, customers and analytics",
  fulfilment: "Orders: view and fulfil (no refunds)",
  support: "Returns, messages and reviews; orders read-only",
};

export type Permission =
  | "overview"
  | "api-reference"
  | "products"
  | "media"
  | "content"
  | "orders.view"
  | "orders.fulfil"
  | "orders.refund"
  | "returns"
  | "messages"
  | "reviews"
  | "subscriptions"
  | "analytics"
  | "customers"
  | "staff";

const ALL: readonly Permission[] = [
  "overview",
  "api-reference",
  "products",
  "media",
  "content",
  "orders.view",
  "orders.fulfil",
  "orders.refund",
  "returns",
  "messages",
  "reviews",
  "subscriptions",
  "analytics",
  "customers",
  "staff",
];

// Stock and promotions count as products; the Overview's figures and the API reference are
// read-only and open to every role; reviews are customers' words, moderated by those who answer
// customers: managers and support (docs/decisions/0014). The Customers screen gathers every
// customer's contact details and spending in one place and exports the marketing list, so it is
// the owner's and managers' (as is exporting personal data); support sees a customer's messages
// and returns in their own screens.
const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: ALL,
  manager: ALL.filter((p) => p !== "staff"),
  fulfilment: ["overview", "api-reference", "orders.view", "orders.fulfil"],
  support: ["overview", "api-reference", "orders.view", "returns", "messages", "reviews"],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

type Rule = { path: RegExp; permission: Permission; methods?: readonly string[] };
const READ = ["GET", "HEAD"] as const;

/** First match wins. Paths are as the router matches them: lower-case, no trailing slash. */
const API_RULES: readonly Rule[] = [
  // The admin's live notices (what changed, never what it is): every role's screens follow them.
  { path: /^\/api\/admin\/events$/, permission: "overview", methods: READ },
  { path: /^\/api\/admin\/staff(\/|$)/, permission: "staff" },
  { path: /^\/api\/uploads(\/|$)/, permission: "media" },
  { path: /^\/api\/admin\/(products|stock|promotions)(\/|$)/, permission: "products" },
  { path: /^\/api\/admin\/(videos|settings)(\/|$)/, permission: "media" },
  { path: /^\/api\/admin\/content(\/|$)/, permission: "content" },
  { path: /^\/api\/admin\/orders\/[^/]+\/refund$/, permission: "orders.refund", methods: ["POST"] },
  { path: /^\/api\/admin\/orders\/[^/]+\/(fulfil|ship)$/, permission: "orders.fulfil", methods: ["POST"] },
  // Whoever may fulfil may buy a carrier's label (it fulfils the order), and ask its price first.
  { path: /^\/api\/admin\/orders\/[^/]+\/label(\/quote)?$/, permission: "orders.fulfil" },
  { path: /^\/api\/admin\/orders(\/|$)/, permission: "orders.view", methods: READ },
  // A lot's recall list names customers and their addresses: as the Customers screen.
  { path: /^\/api\/admin\/recall(\/|$)/, permission: "customers" },
  { path: /^\/api\/admin\/returns(\/|$)/, permission: "returns" },
  { path: /^\/api\/admin\/messages(\/|$)/, permission: "messages" },
  { path: /^\/api\/admin\/reviews(\/|$)/, permission: "reviews" },
  { path: /^\/api\/admin\/subscriptions(\/|$)/, permission: "subscriptions" },
  { path: /^\/api\/admin\/analytics(\/|$)/, permission: "analytics", methods: READ },
  // Not /data or /erase under the same prefix: a person's data-rights requests are the owner's.
  { path: /^\/api\/admin\/customers(\/(?!data$|erase$)[^/]+(\/(orders|note))?)?$/, permission: "customers" },
];

const PAGE_RULES: readonly Rule[] = [
  { path: /^\/admin$/, permission: "overview", methods: READ },
  // Only redirects to a screen's own address, or the Overview.
  { path: /^\/admin\/dashboard$/, permission: "overview", methods: READ },
  { path: /^\/admin\/api$/, permission: "api-reference", methods: READ },
  { path: /^\/admin\/staff$/, permission: "staff" },
  { path: /^\/admin\/(products|stock|promotions)(\/|$)/, permission: "products" },
  { path: /^\/admin\/(videos|demo|test-uploader)$/, permission: "media" },
  { path: /^\/admin\/content(\/|$)/, permission: "content" },
  // Marking many orders fulfilled: its screen too, as it is only a form for that.
  { path: /^\/admin\/orders\/ship$/, permission: "orders.fulfil" },
  // The packing bench: scanning marks orders packed, so it is for those who fulfil.
  { path: /^\/admin\/pack$/, permission: "orders.fulfil" },
  { path: /^\/admin\/orders(\/|$)/, permission: "orders.view", methods: READ },
  // Fulfil and refund post to the open order's action, which asks for orders.refund itself.
  { path: /^\/admin\/orders\/[^/]+$/, permission: "orders.fulfil", methods: ["POST"] },
  { path: /^\/admin\/returns$/, permission: "returns" },
  { path: /^\/admin\/messages$/, permission: "messages" },
  { path: /^\/admin\/reviews$/, permission: "reviews" },
  { path: /^\/admin\/subscriptions(\/|$)/, permission: "subscriptions" },
  { path: /^\/admin\/analytics$/, permission: "analytics", methods: READ },
  { path: /^\/admin\/customers(\/[^/]+)?$/, permission: "customers" },
  // A recall lists the customers who received a lot, with their addresses: as the Customers screen.
  { path: /^\/admin\/recall$/, permission: "customers" },
];

function find(rules: readonly Rule[], method: string, path: string): Permission | null {
  const m = method.toUpperCase();
  return rules.find((r) => r.path.test(path) && (!r.methods || r.methods.includes(m)))?.permission ?? null;
}

/** What a request needs: a permission, or null when no rule names it (then only the owner may). */
export function permissionFor(method: string, path: string): Permission | null {
  return find(path.startsWith("/api/") ? API_RULES : PAGE_RULES, method, path);
}

/** Whether the role may make this request (method and router path). */
export function mayRequest(role: StaffRole, method: string, path: string): boolean {
  if (role === "owner") return true;
  const needed = permissionFor(method, path);
  return needed !== null && can(role, needed);
}

/** Whether the role may open an admin screen at this path (the tab strip shows only these). */
export function mayOpen(role: StaffRole, href: string): boolean {
  return mayRequest(role, "GET", href.split(/[?#]/)[0]!);
}
