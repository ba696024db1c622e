import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { card, closeDrawer, drawnFlavours, gotoHome } from "./storefront-helpers";

test.beforeEach(async ({ page }) => {
  await gotoHome(page);
});

test("the drawer says how far free express shipping is, and when it is unlocked", async ({ page }) => {
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  const progress = drawer.getByTestId("free-shipping-progress");
  await expect(progress).toHaveText("Add 1 more tub for free express shipping");
  await drawer.getByRole("button", { name: "Increase quantity of Basic Recovery Pack" }).click();
  await expect(progress).toHaveText("You've unlocked free express shipping");
  await expect(drawer.getByTestId("cart-shipping")).toHaveText("Free");
});

test("two single tubs can be swapped for the Dynamic Duo in one tap, which costs less", async ({ page }) => {
  const basic = card(page, "Basic Recovery Pack");
  await basic.getByRole("button", { name: "Increase quantity" }).click();
  await basic.getByRole("button", { name: "Increase quantity" }).click();
  await basic.getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$149.97");
  const offer = drawer.getByTestId("pack-upgrade");
  await expect(offer).toContainText("save $9.99");
  await offer.getByRole("button", { name: "Swap for the Dynamic Duo Recovery" }).click();
  const lines = drawer.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText("Basic Recovery Pack");
  await expect(lines.nth(0).getByTestId("line-quantity")).toHaveText("1");
  await expect(lines.nth(1)).toContainText("Dynamic Duo Recovery");
  await expect(lines.nth(1)).toContainText("Lemon Squash · Lemon Squash");
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$139.98");
  // One tub left: nothing more to swap.
  await expect(offer).toHaveCount(0);
});

test("an empty cart has a friendly way back to the products", async ({ page }) => {
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  await drawer.getByRole("button", { name: "Remove Basic Recovery Pack" }).click();
  await expect(drawer.getByText("Your cart is empty")).toBeVisible();
  expect((await axe(page).include("[data-testid=cart-drawer]").analyze()).violations).toEqual([]);
  await drawer.getByRole("link", { name: "Shop Now" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator("#products")).toBeInViewport();
});

test("the drawer's quantity buttons are 44 px targets", async ({ page }) => {
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  // Measured once the drawer has slid in: mid-slide its transform puts a box a fraction of a pixel off.
  await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  for (const name of ["Decrease quantity of Basic Recovery Pack", "Increase quantity of Basic Recovery Pack"]) {
    const box = (await drawer.getByRole("button", { name }).boundingBox())!;
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await closeDrawer(page);
});

test("a line's picture is the product page's picture for the same flavours", async ({ page }) => {
  await page.goto("/products/dynamic-duo");
  await page.getByRole("button", { name: /^Flavor 2/ }).click();
  await page.getByRole("option", { name: /Pineapple Punch/ }).click();
  const onPage = await drawnFlavours(page.getByRole("img", { name: "Dynamic Duo Recovery" }).first());
  expect(onPage).toContain("Pineapple Punch");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const line = page.getByTestId("cart-line");
  await expect(line).toContainText("Pineapple Punch");
  await expect.poll(() => drawnFlavours(line.locator("img").first())).toEqual(onPage);
});
