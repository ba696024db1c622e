// The whole admin at 360 px (issue 18): no screen scrolls sideways, the tab strip shows that
// more tabs exist and keeps the current one in sight, and an opened order comes into view.
import type { Page } from "@playwright/test";
import { ADMIN_SCREENS } from "../../app/components/admin/shell/admin-screens";
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.beforeEach(({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a phone layout");
  return page.setViewportSize({ width: 360, height: 780 });
});

async function expectNoSidewaysScroll(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth!);
}

const strip = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

test("every admin screen fits 360 px, with an order open and with the product form open", async ({ page }) => {
  const number = await placePaidOrder(page, `phone-${Date.now()}@example.com`);
  await signInByApi(page);
  for (const s of ADMIN_SCREENS) {
    await page.goto(s.path);
    await expect(strip(page).getByRole("link", { name: s.label, exact: true })).toHaveAttribute("aria-current", "page");
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, s.path);
  }
  await page.goto(`/admin/orders/${number}`);
  await expect(page.getByTestId("order-detail")).toBeVisible();
  await expectNoSidewaysScroll(page, "an open order");
  await page.goto("/admin/products/new");
  await expect(page.getByRole("form", { name: "Add product" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the product form");
  await page.goto("/admin/products/one-and-done");
  await expect(page.getByTestId("product-preview")).toBeVisible();
  await expectNoSidewaysScroll(page, "a product being edited");
});

test("the tab strip shows that more tabs exist and keeps the current tab in sight", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin");
  const more = (side: string) => strip(page).getByTestId(`tabs-more-${side}`);
  await expect(more("right")).toBeVisible();
  await expect(more("left")).toBeHidden();

  // A screen whose tab starts off the strip's right edge: its tab is scrolled into sight.
  const last = ADMIN_SCREENS[ADMIN_SCREENS.length - 1]!;
  await page.goto(last.path);
  const tab = strip(page).getByRole("link", { name: last.label, exact: true });
  // Whole, give or take a fraction of a pixel of rounding.
  await expect(tab).toBeInViewport({ ratio: 0.99 });
  await expect(more("left")).toBeVisible();
  await expect(more("right")).toBeHidden();
  await page.screenshot({ path: "/tmp/defects-shots/tabs-phone.png" });
});

test("an order opened from the list on a phone scrolls into view and its heading takes focus", async ({ page }) => {
  const number = await placePaidOrder(page, `phone-open-${Date.now()}@example.com`);
  await signInByApi(page);
  // The whole list, so that the detail below it starts out of sight.
  await page.goto("/admin/orders");
  await page.getByRole("link", { name: number, exact: true }).click();
  const heading = page.getByTestId("order-detail").getByRole("heading", { name: number });
  await expect(heading).toBeInViewport();
  // Brought up to the top of the screen, not merely peeking in at the bottom.
  await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(200);
  await expect(heading).toBeFocused();
  // The status badge keeps its word whole beside the number.
  const badge = page.getByTestId("order-detail").getByTestId("order-status");
  expect((await badge.boundingBox())!.height).toBeLessThan(30);
  await page.screenshot({ path: "/tmp/defects-shots/order-open-phone.png" });
});
