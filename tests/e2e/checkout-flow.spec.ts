// Checkout end to end with the built-in test payment page: the cart drawer's
// Checkout button, the hosted card page, /success, /cancel, and the admin's Orders tab.
import type { Page } from "@playwright/test";
import { STORAGE_KEYS } from "../../core/constants";
import { adminTab, signInByApi } from "./admin-helpers";
import { expect, hydrated, test } from "./fixtures";
import { card, closeDrawer, fillPaymentForm, gotoHome } from "./storefront-helpers";

async function addToCart(page: Page, name: string) {
  await card(page, name).getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-drawer")).toBeVisible();
}

async function checkoutFromDrawer(page: Page) {
  await page.getByTestId("cart-drawer").getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]{32}$/);
  await hydrated(page);
  await expect(page.getByText("Test mode — no real payment is taken")).toBeVisible();
}

const storedCart = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart);

test("two products → checkout → pay with 4242… → /success → the admin sees it paid, refunds it and sees a return request name it", async ({
  page,
}) => {
  await gotoHome(page);
  await addToCart(page, "Basic Recovery Pack");
  await closeDrawer(page);
  await addToCart(page, "Dynamic Duo Recovery");
  await checkoutFromDrawer(page);

  // The page shows what the server priced.
  await expect(page.getByTestId("pay-total")).toHaveText("$139.98");
  await expect(page.getByTestId("order-line")).toHaveCount(2);
  await expect(page.getByText("GST included")).toBeVisible();
  const summary = page.getByText(/^Order RR-[2-9A-HJ-NP-Z]{6}/);
  const number = /RR-[2-9A-HJ-NP-Z]{6}/.exec((await summary.textContent()) ?? "")![0];

  await fillPaymentForm(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $139.98" }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { name: "Thank You For Your Order" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expect(page.getByTestId("order-summary")).toContainText("Paid");
  // A guest sees their address masked: the page's address may be opened by anyone holding it.
  await expect(page.getByTestId("order-summary")).toContainText("j***@example.com");
  await expect(page.getByTestId("order-summary")).not.toContainText("jo@example.com");
  await expect(page.getByTestId("order-total")).toHaveText("$139.98");
  await expect.poll(() => storedCart(page)).toBe("[]");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  await signInByApi(page);
  await page.goto("/admin/orders");
  const row = page.getByTestId("order-row").filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("order-status")).toHaveText("Paid");
  await row.getByRole("link", { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
  const detail = page.getByTestId("order-detail");
  await expect(detail).toContainText("Fitzroy VIC 3065");
  await expect(detail).toContainText("Payment confirmed by the test payment page");

  // Staff refund it: a confirmation step names the amount; Cancel backs out, then it goes through.
  await detail.getByRole("button", { name: "Refund order" }).click();
  await page.getByTestId("refund-panel").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("refund-panel")).toHaveCount(0);
  await expect(row.getByTestId("order-status")).toHaveText("Paid");
  await detail.getByRole("button", { name: "Refund order" }).click();
  await page.getByLabel("Reason (optional, for the timeline)").fill("Changed their mind");
  await page.getByRole("button", { name: "Refund $139.98" }).click();
  await expect(page.getByText(`Order ${number} refunded; the customer has been e-mailed`)).toBeVisible();
  await expect(row.getByTestId("order-status")).toHaveText("Refunded");
  await expect(detail).toContainText(/Refunded \$139\.98 \(test_re_[0-9a-f]{20}\): Changed their mind/);
  await expect(detail).toContainText("Refund notice e-mailed to jo@example.com");
  await expect(detail.getByRole("button", { name: "Refund order" })).toHaveCount(0);

  // A return request naming the order (typed in lower case) shows staff which order it is.
  await page.goto("/return-form");
  const form = page.getByRole("form", { name: "Return request form" });
  await form.getByLabel("Order Number").fill(number.toLowerCase());
  await form.getByLabel("Email Address").fill("jo@example.com");
  await form.getByLabel("Reason for Return").selectOption({ label: "Product damaged/defective" });
  await form.getByRole("button", { name: "Submit Return Request" }).click();
  await expect(form.getByRole("status")).toContainText("Your reference is RTN-");
  await page.goto("/admin/returns");
  const matched = page.getByTestId("matched-order").first();
  await expect(matched).toContainText(`Order ${number}: Refunded, paid with this e-mail.`);
  await matched.getByRole("link", { name: `View order ${number}` }).click();
  await expect(page.getByTestId("order-detail").getByRole("heading", { name: number })).toBeVisible();
  await expect(adminTab(page, "Orders")).toHaveAttribute("aria-current", "page");
});

test("a declined card shows the decline on the payment page and takes no payment", async ({ page }) => {
  await gotoHome(page);
  await addToCart(page, "Triple Threat Recovery");
  await checkoutFromDrawer(page);
  await fillPaymentForm(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay $129.99" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Try a different card.");
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  // The shopper's e-mail stays; the card number does not come back.
  await expect(page.getByLabel("Email")).toHaveValue("jo@example.com");
  await expect(page.getByRole("button", { name: "Pay $129.99" })).toBeEnabled();
});

test("cancelling on the payment page goes to /cancel and keeps the cart", async ({ page }) => {
  await gotoHome(page);
  await addToCart(page, "Basic Recovery Pack");
  await checkoutFromDrawer(page);
  await page
    .getByRole("link", { name: /Cancel and return to/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole("heading", { name: "Your Order Was Cancelled" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // The page tells the truth about the cart: nothing needs adding again.
  await expect(page.getByRole("main")).toContainText("Your cart is just as you left it");
  await expect(page.getByRole("main")).not.toContainText(/add your items to your cart again/i);
  const cart = JSON.parse((await storedCart(page)) ?? "[]") as { id: string }[];
  expect(cart.map((i) => i.id)).toEqual(["one-and-done"]);
});

test.describe("a refused checkout", () => {
  // The browser itself logs the server's 400 answer.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("alerts 'Checkout Error: …' and re-enables the button", async ({ page }) => {
    await gotoHome(page);
    // A cart saved when a product still existed.
    await page.evaluate((key) => {
      const line = {
        id: "retired-pack",
        name: "Retired Pack",
        description: "",
        images: [],
        unitPrice: 100,
        quantity: 1,
        flavor: "Lemon Squash",
        freeShipping: false,
      };
      localStorage.setItem(key, JSON.stringify([line]));
    }, STORAGE_KEYS.cart);
    await gotoHome(page);
    await page.getByRole("button", { name: /^Open cart/ }).click();
    // Accept the alert as it opens: a pending dialog would block the click.
    const messages: string[] = [];
    page.on("dialog", (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await page.getByTestId("cart-drawer").getByRole("button", { name: "Checkout" }).click();
    await expect.poll(() => messages).toEqual(["Checkout Error: Retired Pack is no longer available"]);
    await expect(page.getByTestId("cart-drawer").getByRole("button", { name: "Checkout" })).toBeEnabled();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
  });
});

test("the cart survives Back from the payment page, its reload and a second tab, and empties only once paid", async ({
  page,
  context,
}) => {
  await gotoHome(page);
  await addToCart(page, "Basic Recovery Pack");
  await checkoutFromDrawer(page);
  const payUrl = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // Back may restore the page as it was left (drawer open) or load it afresh (drawer closed).
  const drawer = page.getByTestId("cart-drawer");
  if (!(await drawer.isVisible())) await page.getByRole("button", { name: /^Open cart/ }).click();
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  await expect(drawer.getByRole("button", { name: "Checkout" })).toBeEnabled();

  await page.goForward();
  await expect(page).toHaveURL(payUrl);
  await page.reload();
  await expect(page.getByText("Test mode — no real payment is taken")).toBeVisible();

  const second = await context.newPage();
  await gotoHome(second);
  // The second tab reads the cart once hydrated, which a loaded machine can take a while to do.
  await expect(second.getByTestId("cart-count")).toHaveText("1", { timeout: 15_000 });

  await fillPaymentForm(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $59.94" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
  await expect.poll(() => storedCart(page)).toBe("[]");
  // The other tab hears that the cart was bought.
  await expect(second.getByTestId("cart-count")).toHaveCount(0);
});
