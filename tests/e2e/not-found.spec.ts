import { axe } from "./axe";
import { expect, test } from "./fixtures";

test.use({ expectedConsoleErrors: [/status of 404/] });

test("an unknown page answers 404 with a way back", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
});

test("the 404 page keeps the shop's header, navigation and footer, and a branded title", async ({ page, isMobile }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveTitle("Page not found | Rebound");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: /^Open cart/ })).toBeVisible();
  if (isMobile) await header.getByRole("button", { name: "Open menu" }).click();
  await expect(header.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/faqs");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
