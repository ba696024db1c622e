// A promo code end to end: a bad code gets its own message in the drawer, a good one
// (typed in any case) shows its discount there, on the payment page, and on the tax invoice.
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { expect, hydrated, test } from "./fixtures";
import { queryRows } from "./info-db";
import { card, gotoHome } from "./storefront-helpers";

// A refused code is answered 400, which Chromium reports on the console.
test.use({ expectedConsoleErrors: [/status of 400/] });

test("a code applied in the drawer shows on the payment page and the tax invoice", async ({ page }, info) => {
  const code = `E2E${info.project.name.toUpperCase()}${Date.now()}`;
  await signInByApi(page);
  const res = await page.request.post("/api/admin/promotions", { data: { code, kind: "fixed", value: 500 } });
  expect(res.status()).toBe(201);

  await gotoHome(page);
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  await drawer.getByLabel("Promo code").fill("nope");
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(drawer.getByRole("alert")).toHaveText("We don't recognise the code NOPE");
  await expect(drawer.getByTestId("cart-discount")).toHaveCount(0);

  await drawer.getByLabel("Promo code").fill(`  ${code.toLowerCase()} `);
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(drawer.getByTestId("promo-applied")).toContainText(`Code ${code} applied`);
  await expect(drawer.getByTestId("cart-discount")).toHaveText("-$5.00");
  await expect(drawer.getByTestId("cart-total")).toHaveText("$54.94");

  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]{32}$/);
  await hydrated(page);
  await expect(page.getByTestId("order-discount")).toContainText(`Discount (${code})`);
  await expect(page.getByTestId("order-discount")).toContainText("-$5.00");
  await expect(page.getByTestId("pay-total")).toHaveText("$54.94");

  const email = `promo-${info.project.name}-${Date.now()}@example.com`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill("Jo Shopper");
  await page.getByLabel("Address", { exact: true }).fill("12 Example Street");
  await page.getByLabel("Suburb").fill("Fitzroy");
  await page.getByLabel("State").selectOption("VIC");
  await page.getByLabel("Postcode").fill("3065");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Jo Shopper");
  await page.getByRole("button", { name: "Pay $54.94" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  // The discount stays after payment: /success shows the same rows as the payment page.
  await expect(page.getByTestId("order-discount")).toContainText(`Discount (${code})`);
  await expect(page.getByTestId("order-total")).toHaveText("$54.94");
  expect((await axe(page).analyze()).violations).toEqual([]);

  const [mail] = queryRows<{ text_body: string }>(
    'select text as text_body from mail_outbox where "to" = ? order by created_at desc',
    email,
  );
  expect(mail?.text_body).toContain(`Discount (${code}): -$5.00`);
  expect(mail?.text_body).toContain("Total (AUD, GST inclusive): $54.94");
  expect(mail?.text_body).toContain("GST included: $4.99");
});

test("staff create a code on the Promotions screen; a bad one is refused with its field's message", async ({
  page,
}, info) => {
  await signInByApi(page);
  await page.goto("/admin/promotions");
  const form = page.getByRole("form", { name: "New code" });
  const code = `SCREEN${info.project.name.toUpperCase()}${Date.now() % 1_000_000}`;
  await form.getByLabel("Code").fill(code);
  await form.getByLabel("Percentage (1–100)").fill("150");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form.getByText("A percentage off must be from 1 to 100")).toBeVisible();
  await form.getByLabel("Percentage (1–100)").fill("15");
  await form.getByLabel("Ends (Sydney time)").fill("2030-01-01T00:00");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByTestId("flash")).toHaveText(`Code ${code} created`);
  const row = page.getByTestId("promo-row").filter({ hasText: code });
  await expect(row).toContainText("15% off everything");
  await expect(row).toContainText("until 1 Jan 2030, 12:00 am (Sydney time)");
  await row.getByRole("button", { name: /Switch off/ }).click();
  await expect(row).toContainText("Inactive");
});
