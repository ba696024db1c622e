import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Created by the test server's first start (ADMIN_EMAIL/ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e admin password 2026" };

/** Signs the page's browser context in through the API (the sign-in form has its own test). */
export async function signInByApi(page: Page) {
  const res = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
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

/** A link in the admin's tab strip (one per screen). */
export function adminTab(page: Page, name: string) {
  return page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name, exact: true });
}
