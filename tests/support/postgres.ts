export const TEMPLATE_DB = "shop_test_template";

/** The maintenance database of the server TEST_DATABASE_URL points at. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
}
