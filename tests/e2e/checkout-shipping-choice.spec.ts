// The shopper's shipping choice at the cart's payment step: Standard and Express as radios with
// their promise and price, the total following the choice, and the chosen option named on the
// success page and the tax invoice once paid. Also the owner's Shipping section, pictured.
import { axe } from "./axe";
import { signIn } from "./account-helpers";
import { signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, onPhone, shotPath, test } from "./fixtures";
import { card, fillPaymentForm, gotoHome } from "./storefront-helpers";

test("a shopper picks Express in the drawer, pays it, and sees it on the success page and the invoice", async ({
  page,
}, info) => {
  const width = onPhone(info) ? 390 : 1440;
  await page.setViewportSize({ width, height: onPhone(info) ? 844 : 900 });
  await gotoHome(page);
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  const options = drawer.getByRole("group", { name: "Shipping" });
  const standard = options.getByRole("radio", { name: "Standard, 2–3 business days — $9.95" });
  const express = options.getByRole("radio", { name: "Express, 1–2 business days — $14.95" });
  await expect(standard).toBeChecked();
  await expect(drawer.getByTestId("cart-shipping")).toHaveText("$9.95");
  await expect(drawer.getByTestId("cart-total")).toHaveText("$59.94");
  // The shop does not ship to New Zealand (the default): no country to choose.
  await expect(drawer.getByRole("group", { name: "Deliver to" })).toHaveCount(0);

  await express.click();
  await expect(express).toBeChecked();
  await expect(drawer.getByTestId("cart-shipping")).toHaveText("$14.95");
  await expect(drawer.getByTestId("cart-total")).toHaveText("$64.94");

  // Keyboard: the arrows move between the options, as radios do.
  await express.focus();
  await page.keyboard.press("ArrowUp");
  await expect(standard).toBeChecked();
  await expect(drawer.getByTestId("cart-total")).toHaveText("$59.94");
  await page.keyboard.press("ArrowDown");
  await expect(express).toBeChecked();
  await expect(drawer.getByTestId("cart-total")).toHaveText("$64.94");

  // Each option's target is at least 24 px high.
  for (const option of await options.locator("label").all()) {
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  }
  const results = await axe(page)
    .include('[data-testid="cart-drawer"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
  await page.screenshot({ path: shotPath(info, `shipui-drawer-${width}.png`) });

  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]{32}$/);
  // The server priced the choice itself.
  await expect(page.getByTestId("pay-total")).toHaveText("$64.94");
  await expect(page.getByText("Shipping (Express)")).toBeVisible();
  const email = `ship-${info.project.name}-${Date.now()}@example.com`;
  await fillPaymentForm(page, "4242 4242 4242 4242", { email, name: "Jo Shopper" });
  await page.getByRole("button", { name: "Pay $64.94" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  const summary = page.getByTestId("order-summary");
  await expect(summary).toContainText("Shipping (Express)");
  await expect(summary).toContainText("$14.95");
  await expect(page.getByTestId("order-total")).toHaveText("$64.94");
  const number = (await page.getByTestId("order-number").textContent())!.trim();

  await signIn(page, email);
  await page.goto(`/account/orders/${number}/invoice`);
  const main = page.locator("main");
  await expect(main).toContainText("Shipping (Express)");
  await expect(main).toContainText("$14.95");
  await expect(main).toContainText("$64.94");
});

test("the owner's Shipping section in Settings", ONE_WIDTH, async ({ page }, info) => {
  await signInByApi(page);
  await page.goto("/admin/settings");
  const section = page.getByRole("region", { name: "Shipping" });
  await expect(section.getByLabel("Ship to New Zealand")).not.toBeChecked();
  await expect(section.getByRole("group", { name: "Australia" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: shotPath(info, "shipui-settings-1440.png") });
});
