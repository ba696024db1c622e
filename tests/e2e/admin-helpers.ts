import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { fillPaymentForm } from "./storefront-helpers";

/** Created by the test server's first start (ADMIN_EMAIL/ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e admin password 2026" };

const SESSION_COOKIE = "shop_admin_session";
/** The admin's session on each server this worker has signed in to, by base address. */
const sessions = new Map<string, string>();

/**
 * Signs the page's browser context in through the API (the sign-in form has its own test). The
 * suite's servers hash staff passwords at the production cost, about half a second of CPU for
 * each sign-in, so a worker signs in once per server and hands the session to each new context;
 * a session some spec has ended (a sign-out, an expiry) fails its check and is replaced.
 */
export async function signInByApi(page: Page) {
  const base = new URL(test.info().project.use.baseURL!).origin;
  const kept = sessions.get(base);
  if (kept) {
    await page.context().addCookies([{ name: SESSION_COOKIE, value: kept, url: base }]);
    if ((await page.request.get("/api/auth/session")).ok()) return;
  }
  const res = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const cookie = (await page.context().cookies(base)).find((c) => c.name === SESSION_COOKIE);
  if (cookie) sessions.set(base, cookie.value);
}

export async function openDashboard(page: Page) {
  await signInByApi(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Product Management" })).toBeVisible();
}

export function tileIds(page: Page): Promise<string[]> {
  return page
    .getByTestId("admin-product-tile")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-product-id")!));
}

export function tile(page: Page, name: string) {
  return page.getByTestId("admin-product-tile").filter({ has: page.getByRole("heading", { name }) });
}

/**
 * A screen's link in the admin's navigation (the sidebar; on a phone, inside the closed menu, so
 * found whether shown or not: for its aria-current). Open a screen with openAdminScreen.
 */
export function adminTab(page: Page, name: string) {
  return page
    .getByRole("navigation", { name: "Dashboard sections", includeHidden: true })
    .getByRole("link", { name, exact: true, includeHidden: true });
}

/** Opens a screen from the navigation, as a member would: on a phone, through the Menu. */
export async function openAdminScreen(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  // A screen reached by a form's post (the invitation's, the sign-in's) is HTML until React takes it.
  await hydrated(page);
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("dialog", { name: "Admin menu" }).getByRole("link", { name, exact: true }).click();
  } else {
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name, exact: true }).click();
  }
}

/** A paid order (through the test payment page), for the Orders screen; answers its number. */
export async function placePaidOrder(page: Page, email: string): Promise<string> {
  const res = await page.request.post("/api/checkout", {
    data: { cart: [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }] },
  });
  await page.goto(((await res.json()) as { url: string }).url);
  await fillPaymentForm(page, "4242 4242 4242 4242", { email, name: "Rory Routes" });
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?/);
  return (await page.getByTestId("order-number").textContent())!.trim();
}
