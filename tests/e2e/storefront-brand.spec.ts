import { expect, test } from "./fixtures";
import { gotoHome } from "./storefront-helpers";

test("the pages are set in the brand's own typeface, served by the shop itself", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fontRequests.push(r.url());
  });
  await gotoHome(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans"'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily)).toMatch(
    /^"Plus Jakarta Sans"/,
  );
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  // Preloaded: asked for by the HTML, not discovered late in the stylesheet.
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(1);
});

test("the hero shows the tubs on every screen, and the logo once on a phone", async ({ page, isMobile }) => {
  await gotoHome(page);
  await expect(page.getByTestId("hero-tubs")).toBeInViewport();
  if (isMobile) await expect(page.getByTestId("hero-logo")).toBeHidden();
  else await expect(page.getByTestId("hero-logo")).toBeVisible();
});
