// Where a staff member lands after signing in: the page that sent them to sign in, when
// that is a page of this shop's admin, else the Overview. Read by the sign-in page and by the
// sign-in API's plain-form fallback, so both follow one rule.

/** The Overview, which every role may open. */
export const ADMIN_HOME = "/admin";

const BASE = "http://admin.invalid";

/** `next` as a same-site admin path with its query, or the Overview; never another host. */
export function safeAdminReturn(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return ADMIN_HOME;
  }
  const path = url.pathname;
  if (url.origin !== BASE || (path !== "/admin" && !path.startsWith("/admin/"))) return ADMIN_HOME;
  // Not back to the doors themselves, nor to a loader's data address.
  if (path === "/admin/login" || path === "/admin/invite" || path.endsWith(".data")) return ADMIN_HOME;
  return `${path}${url.search}`;
}

/** The sign-in page's address that returns to `path` (with its query) afterwards. */
export function loginPathFor(path: string): string {
  const back = safeAdminReturn(path);
  return back === ADMIN_HOME ? "/admin/login" : `/admin/login?next=${encodeURIComponent(back)}`;
}
