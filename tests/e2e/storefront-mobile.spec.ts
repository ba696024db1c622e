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

test("on a phone Escape closes the menu and gives focus back to its button", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phone layout only");
  await gotoHome(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("on a phone every footer and menu link is a tap target of at least 24 × 24 px (WCAG 2.5.8)", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "phone layout only");
  await gotoHome(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const links = page.locator("footer a, #mobile-menu a");
  expect(await links.count()).toBeGreaterThan(10);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    const name = (await link.textContent())?.trim();
    expect(box?.height, `height of ${name}`).toBeGreaterThanOrEqual(24);
    expect(box?.width, `width of ${name}`).toBeGreaterThanOrEqual(24);
  }
});

test("on a phone the ingredient row starts at its first card, clear of the screen edge", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phone layout only");
  await gotoHome(page);
  const row = page.getByTestId("ingredient-row");
  await row.scrollIntoViewIfNeeded();
  // Give scroll snapping its chance to move the row.
  await page.waitForTimeout(300);
  expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
  const first = await row.getByRole("listitem").first().boundingBox();
  expect(first?.x).toBeGreaterThanOrEqual(16);
});
