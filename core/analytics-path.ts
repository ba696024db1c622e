// The page a beacon names, as analytics keeps it: the route's pattern, never the address itself.
// Several storefront addresses carry a secret or someone's record in their path or query (a
// sign-in link's token, a payment session, an order or subscription number), and analytics is
// read by staff who must not be handed those. So a path becomes its route pattern
// ("/pay/:sessionId"), the query and fragment are dropped whole, and an address the shop has no
// page for is kept only as "/*". Product slugs stay: they are the shop's public catalogue.

/** The storefront's pages with no variable part (app/routes.ts), as their canonical path. */
const FIXED_PAGES = [
  "/",
  "/about",
  "/faqs",
  "/fap",
  "/contact",
  "/terms",
  "/privacy",
  "/returns",
  "/return-form",
  "/disclaimer",
  "/success",
  "/cancel",
  "/unsubscribe",
  "/cart/restore",
  "/consent/confirm",
  "/back-in-stock/confirm",
  "/back-in-stock/stop",
  "/sitemap.xml",
  "/robots.txt",
  "/account",
  "/account/sign-in",
  "/account/sign-in/link",
  "/account/addresses",
  "/account/settings",
  "/account/deleted",
  "/account/data.json",
  "/account/passkeys",
  "/account/subscriptions",
];

const FIXED = new Map(FIXED_PAGES.map((p) => [p.toLowerCase(), p]));

/** Pages with a variable segment: the segment is never kept, only the pattern. */
const PATTERNS: readonly { match: RegExp; pattern: string }[] = [
  { match: /^\/pay\/[^/]+$/i, pattern: "/pay/:sessionId" },
  { match: /^\/subscriptions\/link\/[^/]+$/i, pattern: "/subscriptions/link/:token" },
  { match: /^\/account\/orders\/[^/]+$/i, pattern: "/account/orders/:number" },
  { match: /^\/account\/orders\/[^/]+\/invoice$/i, pattern: "/account/orders/:number/invoice" },
  { match: /^\/account\/orders\/[^/]+\/invoice\.pdf$/i, pattern: "/account/orders/:number/invoice.pdf" },
  {
    match: /^\/account\/orders\/[^/]+\/adjustment-note\.pdf$/i,
    pattern: "/account/orders/:number/adjustment-note.pdf",
  },
  { match: /^\/account\/subscriptions\/[^/]+\/card$/i, pattern: "/account/subscriptions/:number/card" },
];

/** A product's public slug (core/analytics.ts accepts the same as a product id). */
const PRODUCT_PAGE = /^\/products\/([a-z0-9][a-z0-9-]{0,79})$/;

/** What stands for any address the shop has no page for. */
export const UNKNOWN_PAGE = "/*";

/**
 * The page `address` shows, as analytics stores it: a fixed page's path, a product page with its
 * slug, a route pattern for a page whose path carries a token, session or number, or "/*".
 * Null for the admin's pages, which are never counted.
 */
export function analyticsPath(address: string): string | null {
  let path = address.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/")) return UNKNOWN_PAGE;
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  if (/^\/admin(\/|$)/i.test(path)) return null;
  const fixed = FIXED.get(path.toLowerCase());
  if (fixed) return fixed;
  const product = PRODUCT_PAGE.exec(path);
  if (product) return `/products/${product[1]}`;
  if (/^\/products\/[^/]+$/i.test(path)) return "/products/:id";
  return PATTERNS.find((p) => p.match.test(path))?.pattern ?? UNKNOWN_PAGE;
}
