import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { card, gotoHome } from "./storefront-helpers";

test("a card's name opens the product's page, which sells it like the card does", async ({ page }) => {
  await gotoHome(page);
  await card(page, "Dynamic Duo Recovery").getByRole("link", { name: "Dynamic Duo Recovery" }).click();
  await expect(page).toHaveURL(/\/products\/dynamic-duo$/);
  await expect(page).toHaveTitle("Dynamic Duo Recovery | Rebound");
  await expect(page.getByRole("heading", { level: 1, name: "Dynamic Duo Recovery" })).toBeVisible();
  await expect(page.getByTestId("pack-saving")).toHaveText("Save $9.99 (9%) against 2 single tubs at $49.99 each.");
  await expect(page.getByTestId("price-per-serve")).toHaveText("$2.25 per serve");
  await expect(page.getByRole("table", { name: "Amount of each ingredient per serve" })).toBeVisible();
  const trust = page.getByRole("list", { name: "Buying with us" });
  await expect(trust).toContainText("Secure checkout");
  await expect(trust).toContainText("30-day satisfaction guarantee");
  await expect(trust.getByRole("img", { name: "We accept Visa, Mastercard and American Express" })).toBeVisible();

  await page.getByRole("button", { name: /^Flavor 2/ }).click();
  await page.getByRole("option", { name: "Pineapple Punch" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Lemon Squash · Pineapple Punch");
  await expect(line.getByTestId("line-quantity")).toHaveText("2");
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test("the breadcrumb leads back to the shop, and a product not on sale answers 404", async ({ page }) => {
    await page.goto("/products/triple-threat");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Shop" }).click();
    await expect(page).toHaveURL(/\/#products$/);
    const res = await page.goto("/products/no-such-pack");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See all products" })).toBeVisible();
  });
});

test("no accessibility violations on a product page, with a question open; nothing scrolls sideways", async ({
  page,
}) => {
  await page.goto("/products/triple-threat");
  await page.getByRole("button", { name: "How do I prepare a serve?" }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
