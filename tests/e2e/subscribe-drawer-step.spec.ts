// Subscribing from the product page opens the cart at its next step: the sign-in's e-mail field in
// view and focused, the reason Checkout waits told plainly (not as an error, nothing alerted before
// the shopper has tried anything), and no "added to your cart" toast over the open cart.
import { axe } from "./axe";
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "./admin-helpers";
import { expect, hydrated, test } from "./fixtures";

const PRODUCT = "one-and-done";

async function setOffer(request: APIRequestContext, enabled: boolean) {
  expect((await request.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
  const offer = { enabled, frequencies: [4, 6, 8], discountPercent: 10 };
  expect((await request.put(`/api/admin/products/${PRODUCT}/subscription-offer`, { data: offer })).status()).toBe(200);
}

test.beforeEach(({ request }) => setOffer(request, true));
test.afterEach(({ request }) => setOffer(request, false));

test("the cart opens at the sign-in step, in view and focused, with no error and no toast over it", async ({
  page,
}, info) => {
  await page.goto(`/products/${PRODUCT}`);
  await hydrated(page);
  const choice = page.getByTestId("purchase-choice");
  await choice.getByRole("radio", { name: /Subscribe & save 10 %/ }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();

  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer).toBeVisible();
  const email = drawer.getByLabel("E-mail");
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport({ ratio: 1 });
  await page.waitForTimeout(400); // the drawer's 300 ms slide-in

  // The reason Checkout waits is the next step, not an error.
  // (The promo code's empty live region waits for an attempt: it says nothing.)
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  const next = drawer.getByTestId("checkout-blocked");
  await expect(next).toContainText("sign in");
  const colour = await next.evaluate((el) => getComputedStyle(el).color);
  expect(colour, "not red").not.toMatch(
    /rgb\((1[5-9]\d|2\d\d), (\d|[1-5]\d), (\d|[1-5]\d)\)|oklch\(0\.[45]\d* 0\.[12]\d* (2[0-9]|[0-9])\./,
  );
  await expect(email).not.toHaveAttribute("aria-invalid", "true");

  // No toast lies over (or inside) the open cart; it is still announced.
  await expect(page.locator("[data-testid=toast]:visible, [data-testid=drawer-toast]")).toHaveCount(0);
  await expect(page.getByTestId("announced-toast")).toContainText("added to your cart");
  await page.screenshot({ path: info.outputPath("cart-subscribe.png") });
  expect((await axe(page).analyze()).violations).toEqual([]);
});
