// The owner prices Australia Express by weight in Settings → Shipping; a shopper's drawer then
// shows Express at the price of the parcel's weight (one 100 g tub and 150 g of packaging: the
// band up to 500 g), and checkout charges that same price. The owner's section is pictured at
// 1440 and 390 px. The flat price is put back afterwards for the specs that follow.
import { axe } from "./axe";
import type { Locator, Page } from "@playwright/test";
import { signInByApi } from "./admin-helpers";
import { expect, onPhone, shotPath, test } from "./fixtures";
import { card, fillPaymentForm, gotoHome } from "./storefront-helpers";

// The refused save answers 400, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 400/] });
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function noAxeViolations(page: Page, selector: string) {
  const results = await axe(page).include(selector).withTags(WCAG).analyze();
  expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
}

// The zone's group holds each option's own "How … is priced" group.
const expressInAustralia = (section: Locator) =>
  section.getByRole("group", { name: "Australia", exact: true }).getByRole("group", { name: "How Express is priced" });

async function flatExpressAgain(page: Page) {
  await signInByApi(page);
  await page.goto("/admin/settings");
  const section = page.getByRole("region", { name: "Shipping" });
  await expressInAustralia(section).getByLabel("Flat price").check();
  await section.getByRole("button", { name: "Save shipping" }).click();
  await expect(page.getByText("Shipping saved")).toBeVisible();
}

test("the owner sets Express by weight, and the shopper is shown and charged the parcel's price", async ({
  page,
}, info) => {
  const width = onPhone(info) ? 390 : 1440;
  await page.setViewportSize({ width, height: onPhone(info) ? 844 : 900 });
  await signInByApi(page);
  await page.goto("/admin/settings");
  const section = page.getByRole("region", { name: "Shipping" });
  await expressInAustralia(section).getByLabel("By weight").check();
  const prices = { "band-0": "9", "band-1": "12", "band-2": "18", "band-3": "25", "per-kg": "4" };
  for (const [field, dollars] of Object.entries(prices))
    await page.locator(`#shipping-AU-express-${field}`).fill(dollars);
  // A band cheaper than a lighter one is refused beside its field.
  await page.locator("#shipping-AU-express-band-2").fill("10");
  await section.getByRole("button", { name: "Save shipping" }).click();
  await expect(
    section.getByText("Australia Express: the price up to 3 kg cannot be less than up to 1 kg").first(),
  ).toBeVisible();
  await page.locator("#shipping-AU-express-band-2").fill("18");
  await section.getByRole("button", { name: "Save shipping" }).click();
  await expect(page.getByText("Shipping saved")).toBeVisible();
  await expect(page.locator("#shipping-AU-express-band-3")).toHaveValue("25.00");
  await noAxeViolations(page, "#shipping");
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: shotPath(info, `weight-settings-${width}.png`) });

  try {
    await gotoHome(page);
    await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
    const drawer = page.getByTestId("cart-drawer");
    const express = drawer.getByRole("radio", { name: "Express, 1–2 business days — $9.00" });
    await express.click();
    await expect(express).toBeChecked();
    await expect(drawer.getByTestId("cart-shipping")).toHaveText("$9.00");
    await expect(drawer.getByTestId("cart-total")).toHaveText("$58.99");
    await noAxeViolations(page, '[data-testid="cart-drawer"]');
    await page.screenshot({ path: shotPath(info, `weight-drawer-${width}.png`) });

    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]{32}$/);
    await expect(page.getByTestId("pay-total")).toHaveText("$58.99");
    const email = `weight-${info.project.name}-${Date.now()}@example.com`;
    await fillPaymentForm(page, "4242 4242 4242 4242", { email, name: "Jo Shopper" });
    await page.getByRole("button", { name: "Pay $58.99" }).click();
    await expect(page).toHaveURL(/\/success\?session_id=/);
    await expect(page.getByTestId("order-summary")).toContainText("Shipping (Express)");
    await expect(page.getByTestId("order-summary")).toContainText("$9.00");
    await expect(page.getByTestId("order-total")).toHaveText("$58.99");
  } finally {
    await flatExpressAgain(page);
  }
});
