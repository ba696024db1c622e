// A cart line whose flavour sells out: the drawer offers another flavour in
// place, leaves the line out of the totals, stops its + and shuts Checkout with the reason beside
// it; a flavour with a few tubs left says 'Only N left'.
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { card, gotoHome } from "./storefront-helpers";
import { FLAVOURS, setStock } from "./stock-helpers";

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
  for (const f of FLAVOURS) await setStock(page, f, 1000);
});
test.afterEach(async ({ page }) => {
  for (const f of FLAVOURS) await setStock(page, f, 1000);
});

test("a sold-out line can be swapped in the drawer and is not counted until then", async ({ page }) => {
  await gotoHome(page);
  const basic = card(page, "Basic Recovery Pack");
  await basic.getByRole("button", { name: /^Flavour/ }).click();
  await basic.getByRole("option", { name: /Pineapple Punch/ }).click();
  await basic.getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  await page.getByRole("button", { name: "Close cart" }).click();
  await card(page, "Dynamic Duo Recovery").getByRole("button", { name: "Add to Cart" }).click();
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$139.98");

  await setStock(page, "Pineapple Punch", 0);
  const line = drawer.getByTestId("cart-line").filter({ hasText: "Basic Recovery Pack" });
  await expect(line.getByTestId("line-stock-warning")).toHaveText(
    "Pineapple Punch is sold out: remove this line or choose another flavour",
  );
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$89.99");
  await expect(drawer.getByTestId("cart-total")).toHaveText("$89.99");
  await expect(line.getByRole("button", { name: "Increase quantity of Basic Recovery Pack" })).toBeDisabled();
  const checkout = drawer.getByRole("button", { name: "Checkout" });
  await expect(checkout).toBeDisabled();
  await expect(drawer.getByTestId("checkout-blocked")).toHaveText(
    "Pineapple Punch is sold out: choose another flavour or remove that line to check out",
  );
  await expect(checkout).toHaveAccessibleDescription(/Pineapple Punch is sold out/);
  const results = await axe(page).include("[data-testid=cart-drawer]").analyze();
  expect(results.violations).toEqual([]);

  await line.getByLabel("Choose another flavour for Basic Recovery Pack").selectOption("Orange Crush");
  const swapped = drawer.getByTestId("cart-line").filter({ hasText: "Basic Recovery Pack" });
  await expect(swapped).toContainText("Orange Crush");
  await expect(swapped.getByTestId("line-stock-warning")).toHaveCount(0);
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$139.98");
  await expect(checkout).toBeEnabled();
  await expect(drawer.getByTestId("checkout-blocked")).toHaveCount(0);

  // Orange: the Duo holds one and the swapped tub another; with one left the cart says so.
  await setStock(page, "Orange Crush", 1);
  await expect(drawer.getByTestId("checkout-blocked")).toHaveText(
    "Only 1 left in Orange Crush: lower the quantity to check out",
  );
  await expect(checkout).toBeDisabled();
  await expect(drawer.getByTestId("line-stock-warning").first()).toHaveText(
    "Only 1 left in Orange Crush: lower the quantity",
  );
});
