import { expect, test } from "./fixtures";
import { gotoHome } from "./storefront-helpers";

test("on a phone the top bar collapses into a menu with a Legal group", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phone layout only");
  await gotoHome(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(menu.getByText("Legal")).toBeVisible();
  const legal: [string, string][] = [
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
    ["Returns", "/returns"],
    ["Disclaimer", "/disclaimer"],
  ];
  for (const [name, href] of legal) {
    await expect(menu.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
});

test("on a desktop the ingredient arrows scroll the row 400 px", async ({ page, isMobile }) => {
  test.skip(isMobile, "desktop layout only");
  await gotoHome(page);
  const row = page.getByTestId("ingredient-row");
  await page.getByRole("button", { name: "Scroll ingredients right" }).click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(400);
  await page.getByRole("button", { name: "Scroll ingredients left" }).click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(0);
});
