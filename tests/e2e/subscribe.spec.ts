// Subscribe & save, the shop side: subscribe from a product page, sign in by the e-mailed code inside the
// cart, read the key terms, pay on the test page with the card kept, and see the subscription on
// /success. At 390 px (phone) and 1440 px (desktop); axe finds nothing on the way.
import { axe } from "./axe";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-helpers";
import { codeFor } from "./account-helpers";
import { expect, hydrated, onPhone, test } from "./fixtures";
import { queryRows } from "./info-db";
import { fillPaymentForm } from "./storefront-helpers";

const PRODUCT = "one-and-done";

async function setOffer(request: APIRequestContext, offer: unknown) {
  expect((await request.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
  const res = await request.put(`/api/admin/products/${PRODUCT}/subscription-offer`, { data: offer });
  expect(res.status()).toBe(200);
}

const axeClean = async (page: Page) => expect((await axe(page).analyze()).violations).toEqual([]);

test.beforeEach(async ({ request }) => {
  await setOffer(request, { enabled: true, frequencies: [4, 6, 8], discountPercent: 10 });
});
test.afterEach(async ({ request }) => {
  await setOffer(request, { enabled: false, frequencies: [4, 6, 8], discountPercent: 10 });
});

test("subscribe from the product page, sign in by code in the cart, pay, and see the subscription", async ({
  page,
}, testInfo) => {
  const phone = onPhone(testInfo);
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  const email = `subscriber-${testInfo.project.name}-${Date.now()}@example.com`;

  await page.goto(`/products/${PRODUCT}`);
  const choice = page.getByTestId("purchase-choice");
  await expect(choice).toBeVisible();
  await choice.getByRole("radio", { name: /Subscribe & save 10 %/ }).check();
  await choice.getByRole("combobox", { name: "How often" }).selectOption("6");
  // $49.99 less 10 % per tub is $44.99: $5.00 saved each delivery.
  await expect(page.getByTestId("subscription-price")).toHaveText(
    "$44.99 per delivery, every 6 weeks (save $5.00 each delivery)",
  );
  await axeClean(page);
  if (!phone) await page.screenshot({ path: testInfo.outputPath("product-1440.png") });
  await page.getByRole("button", { name: "Add to Cart" }).click();

  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("line-purchase")).toHaveText(
    "Subscribe & save, delivered every 6 weeks: $44.99 per delivery",
  );
  const terms = drawer.getByTestId("subscription-terms");
  await expect(terms).toContainText("We send 1 × Basic Recovery Pack");
  await expect(terms).toContainText("Delivered every 6 weeks, 10 % off each tub.");
  await expect(terms).toContainText("Each delivery costs $54.94 (including $9.95 shipping) at today's prices.");
  await expect(terms).toContainText("Your card is next charged on");
  await expect(terms).toContainText("It renews until you cancel.");
  await expect(terms).toContainText("Cancel online at any time in your account, under Subscriptions");
  await expect(terms).not.toContainText("http");
  // Not signed in: the cart asks for the account first, and no box is ticked for the shopper.
  await expect(drawer.getByRole("button", { name: "Checkout" })).toBeDisabled();
  await expect(drawer.getByRole("checkbox")).toHaveCount(0);

  await drawer.getByLabel("E-mail").fill(email);
  await drawer.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(drawer.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await axeClean(page);
  await drawer.getByLabel("Code from the e-mail").fill(codeFor(email));
  await drawer.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(drawer.getByTestId("subscription-account")).toContainText(`Signed in as ${email}`);
  await page.screenshot({ path: testInfo.outputPath(`cart-${phone ? 390 : 1440}.png`), fullPage: false });

  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]{32}$/);
  await hydrated(page);
  const box = page.getByTestId("subscription-terms");
  await expect(box).toContainText("Your card is kept for these deliveries");
  await expect(box).toContainText("Your card is next charged on");
  // Where to cancel, in words with a link: never a raw address.
  await expect(box).toContainText("Cancel online at any time in your account, under Subscriptions (two clicks).");
  await expect(box.getByRole("link", { name: "Subscriptions" })).toHaveAttribute("href", "/account/subscriptions");
  await expect(box).not.toContainText("http");
  // The line that starts the subscription says so in the order summary.
  await expect(page.getByTestId("order-line")).toContainText("Subscription · every 6 weeks");
  await axeClean(page);
  await page.screenshot({ path: testInfo.outputPath(`pay-${phone ? 390 : 1440}.png`), fullPage: true });
  await fillPaymentForm(page, "4242 4242 4242 4242", { email, name: "Jo Subscriber" });
  await page.getByRole("button", { name: "Pay $54.94" }).click();

  await expect(page).toHaveURL(/\/success\?session_id=/);
  const started = page.getByTestId("started-subscriptions");
  await expect(started).toContainText(/Subscription S\d{6}: delivered every 6 weeks\. Your card is next charged on/);
  await axeClean(page);
  await page.screenshot({ path: testInfo.outputPath(`success-${phone ? 390 : 1440}.png`), fullPage: true });

  const [sub] = queryRows<{ status: string; payment_method: string; card_last4: string; frequency_weeks: number }>(
    `select status, payment_method, card_last4, frequency_weeks from subscriptions where email = ?`,
    email,
  );
  expect(sub).toMatchObject({ status: "active", card_last4: "4242", frequency_weeks: 6 });
  expect(sub!.payment_method).toMatch(/^pm_test_[0-9a-f]{24}$/);
});
