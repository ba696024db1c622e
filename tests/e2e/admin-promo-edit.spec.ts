// Staff edit a promo code on the Promotions screen: every field, with creation's checks.
import { fillPaymentForm } from "./storefront-helpers";
import { signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";

// A refused edit is answered 400 or 409, which Chromium reports on the console.
test.use({ expectedConsoleErrors: [/status of 40[09]/] });

test(
  "a code is edited on the Promotions screen, renamed while unused, and keeps its text once used",
  ONE_WIDTH,
  async ({ page }, info) => {
    const stamp = `${info.project.name.toUpperCase()}${Date.now()}`;
    const code = `EDIT${stamp}`;
    await signInByApi(page);
    expect(
      (await page.request.post("/api/admin/promotions", { data: { code, kind: "percent", value: 10 } })).status(),
    ).toBe(201);

    await page.goto("/admin/promotions");
    const row = (c: string) =>
      page.getByTestId("promo-row").filter({ has: page.getByRole("heading", { name: c, exact: true }) });
    await row(code)
      .getByRole("button", { name: `Edit ${code}` })
      .click();
    const form = page.getByRole("form", { name: `Edit ${code}` });
    await expect(form.getByLabel("Code")).toHaveValue(code);
    await expect(form.getByLabel("Percentage (1–100)")).toHaveValue("10");

    // The same checks as creating one.
    await form.getByLabel("Percentage (1–100)").fill("150");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByText("A percentage off must be from 1 to 100")).toBeVisible();

    await form.getByLabel("Type").selectOption({ label: "Amount off" });
    await form.getByLabel("Amount off ($)").fill("7.50");
    await form.getByLabel("Minimum spend ($)").fill("40");
    await form.getByLabel("Code").fill(`${code}X`);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Code ${code}X saved` })).toBeVisible();
    await expect(row(`${code}X`)).toContainText("$7.50 off everything, minimum spend $40.00");
    await expect(row(code)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/defects-shots/promo-edit-${info.project.name}.png`, fullPage: true });

    // Once an order carries it, its text stays.
    const res = await page.request.post("/api/checkout", {
      data: { cart: [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }], promoCode: `${code}X` },
    });
    await page.goto(((await res.json()) as { url: string }).url);
    await fillPaymentForm(page, "4242 4242 4242 4242", { email: `edit-${stamp}@example.com`, name: "Pat Promo" });
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/success\?/);

    await page.goto("/admin/promotions");
    await row(`${code}X`)
      .getByRole("button", { name: `Edit ${code}X` })
      .click();
    const again = page.getByRole("form", { name: `Edit ${code}X` });
    await again.getByLabel("Code").fill(`${code}Y`);
    await again.getByRole("button", { name: "Save changes" }).click();
    await expect(
      again.getByText(
        `${code}X is on orders already, so its text cannot change. Switch it off and create a new code instead.`,
      ),
    ).toBeVisible();
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(row(`${code}X`)).toHaveCount(1);
    await expect(row(`${code}Y`)).toHaveCount(0);
  },
);
