// A quick shopper types and taps while the page is painted but its scripts have not run yet: what
// they typed and chose is still there when the scripts arrive, and what cannot work yet says so.
// Phone and desktop.
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "./admin-helpers";
import { codeFor } from "./account-helpers";
import { holdScripts } from "./early-input";
import { expect, test } from "./fixtures";
import { queryRows } from "./info-db";

// The load event can wait on a held script (a preload the page adds at its first paint).
const HELD = { waitUntil: "domcontentloaded" } as const;

async function setOffer(request: APIRequestContext, enabled: boolean) {
  expect((await request.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
  const offer = { enabled, frequencies: [4, 6, 8], discountPercent: 10 };
  expect((await request.put("/api/admin/products/one-and-done/subscription-offer", { data: offer })).status()).toBe(
    200,
  );
  await request.post("/api/auth/logout");
}

test("a card number typed before the payment page's scripts run is kept, and the order is paid", async ({ page }) => {
  const res = await page.request.post("/api/checkout", {
    data: { cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] },
  });
  expect(res.status()).toBe(200);
  const { url } = (await res.json()) as { url: string };

  const scripts = await holdScripts(page);
  await page.goto(url, HELD);
  await page.getByLabel("Email").fill("quick@example.com");
  await page.getByLabel("Full name").fill("Quick Shopper");
  await page.getByLabel("Address", { exact: true }).fill("12 Example Street");
  await page.getByLabel("Suburb").fill("Fitzroy");
  await page.getByLabel("State").selectOption("VIC");
  await page.getByLabel("Postcode").fill("3065");
  await page.getByLabel("Card number").pressSequentially("4242424242424242");
  await scripts.release();

  // Typing on after the scripts run must not wipe the card number typed before.
  await page.getByLabel("Expiry date").pressSequentially("1234");
  await page.getByLabel("Security code (CVC)").pressSequentially("123");
  await page.getByLabel("Name on card").fill("Quick Shopper");
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  await expect(page.getByLabel("Expiry date")).toHaveValue("12 / 34");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
});

test.describe("the product page before its scripts run", () => {
  test.beforeEach(async ({ request }) => setOffer(request, true));
  test.afterEach(async ({ request }) => setOffer(request, false));

  test("Subscribe & save and a typed quantity are kept; Add to Cart and the pickers say they are not ready", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/products/one-and-done", HELD);
    const choice = page.getByTestId("purchase-choice");
    await choice.getByRole("radio", { name: /Subscribe & save 10 %/ }).check();
    await page.getByRole("textbox", { name: "Quantity of Basic Recovery Pack" }).fill("3");
    // What only the scripts can do is visibly not ready, never live-looking and deaf.
    await expect(page.getByRole("button", { name: "Getting ready…" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await expect(page.getByRole("button", { name: /Flavour/ })).toBeDisabled();
    await scripts.release();

    await expect(choice.getByRole("radio", { name: /Subscribe & save 10 %/ })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Quantity of Basic Recovery Pack" })).toHaveValue("3");
    // $49.99 less 10 % is $44.99 a tub: three tubs a delivery.
    await expect(page.getByTestId("subscription-price")).toContainText("$134.97 per delivery");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer.getByTestId("line-purchase")).toContainText("Subscribe & save");
    await expect(drawer.getByTestId("line-quantity")).toHaveText("3");
  });
});

test("the home page's cover lifts a moment after it paints, and its cards wait visibly for the scripts", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/", HELD);
  // Its products came in the HTML: the cover goes without waiting for the scripts.
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  const card = page.getByTestId("product-card").first();
  await expect(card.getByRole("button", { name: "Getting ready…" })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Open cart/ })).toBeDisabled();
  await scripts.release();
  await expect(card.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  await expect(page.getByRole("button", { name: /^Open cart/ })).toBeEnabled();
});

test("signing in by code works while the scripts are still on their way", async ({ page }, testInfo) => {
  const email = `early-${testInfo.project.name}-${Date.now()}@example.com`;
  const scripts = await holdScripts(page);
  await page.goto("/account/sign-in", HELD);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByText("We've e-mailed a 6-digit code")).toBeVisible();
  await page.getByLabel("6-digit code").pressSequentially(codeFor(email).slice(0, 3));
  await scripts.release();
  await page.getByLabel("6-digit code").pressSequentially(codeFor(email).slice(3));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test("a contact message begun before the scripts run is sent whole", async ({ page }, testInfo) => {
  const scripts = await holdScripts(page);
  await page.goto("/contact", HELD);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Early Bird");
  await form.getByLabel("Email").fill(`early-contact-${testInfo.project.name}@example.com`);
  await form.getByLabel("Message").pressSequentially("Hi, ");
  await scripts.release();
  await form.getByLabel("Subject").fill("Typed before the page was ready");
  await form.getByLabel("Message").pressSequentially("do you ship to Tasmania?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you for your message!");
  const [row] = queryRows<{ message: string }>(
    "select message from contact_messages where email = ?",
    `early-contact-${testInfo.project.name}@example.com`,
  );
  expect(row?.message).toBe("Hi, do you ship to Tasmania?");
});
