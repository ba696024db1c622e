import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens the home page and waits for the start-up overlay to go. */
export async function gotoHome(page: Page) {
  await page.goto("/");
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
}

export function card(page: Page, name: string) {
  return page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name }) });
}

export async function closeDrawer(page: Page) {
  await page.getByRole("button", { name: "Close cart" }).click();
  await expect(page.getByTestId("cart-drawer")).toBeHidden();
}
