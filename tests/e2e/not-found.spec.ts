import { expect, test } from "./fixtures";

test.use({ expectedConsoleErrors: [/status of 404/] });

test("an unknown page answers 404 with a way back", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
});
