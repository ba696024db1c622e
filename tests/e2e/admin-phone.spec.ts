// The whole admin at 360 px: no screen scrolls sideways, and an opened order comes
// into view. The menu that holds the navigation on a phone: admin-shell.spec.ts.
import type { Page } from "@playwright/test";
import { ADMIN_SCREENS } from "../../app/components/admin/shell/admin-screens";
import { adminTab, placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";

test.beforeEach(({ page }, testInfo) => {
  test.skip(!onPhone(testInfo), "a phone layout");
  return page.setViewportSize({ width: 360, height: 780 });
});

async function expectNoSidewaysScroll(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth!);
}

test("every admin screen fits 360 px, with an order open and with the product form open", async ({ page }) => {
  // Twenty screens each loaded to a quiet network: more than 30 s on a busy machine.
  test.setTimeout(90_000);
  const number = await placePaidOrder(page, `phone-${Date.now()}@example.com`);
  await signInByApi(page);
  for (const s of ADMIN_SCREENS) {
    await page.goto(s.path);
    await expect(adminTab(page, s.label)).toHaveAttribute("aria-current", "page");
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
