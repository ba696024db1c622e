// Paying on the built-in test page with a method that confirms later (as Afterpay does at Stripe):
// the success page says it is waiting for the payment, and a few seconds later, reloaded, it is paid.
import { expect, test } from "./fixtures";
import { card, fillPaymentForm, gotoHome } from "./storefront-helpers";

test("a payment that confirms later: the success page waits, then shows the order paid", async ({ page }) => {
  await gotoHome(page);
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  await page.getByTestId("cart-drawer").getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]{32}$/);

  await fillPaymentForm(page, "");
  await page.getByRole("button", { name: "Try a method that confirms later" }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_[0-9a-f]{32}$/);
  const summary = page.getByTestId("order-summary");
  await expect(summary).toContainText("We're waiting for your payment to be confirmed");
  await expect(summary).toContainText("Waiting for payment");

  // The test page's delayed event arrives a few seconds later.
  await expect
    .poll(
      async () => {
        await page.reload();
        return summary.textContent();
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toContain("Paid");
  await expect(summary).not.toContainText("We're waiting for your payment to be confirmed");
});
