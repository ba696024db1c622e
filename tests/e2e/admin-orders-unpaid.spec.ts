// The default Orders list leaves unpaid checkouts out; the Status filter shows them,
// and the CSV export follows the filter.
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";

const UNPAID = /^(Awaiting payment|Expired|Cancelled)$/;

test(
  "unpaid checkouts are out of the default Orders list, and the Status filter shows them",
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    const paid = await placePaidOrder(page, `unpaid-filter-${testInfo.project.name}-${Date.now()}@example.com`);
    // A checkout left on the payment page: awaiting payment.
    const left = await page.request.post("/api/checkout", {
      data: { cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] },
    });
    expect(left.status()).toBe(200);

    await signInByApi(page);
    await page.goto("/admin/orders");
    const rows = page.getByTestId("order-row");
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole("link", { name: paid, exact: true })).toBeVisible();
    const shown = await rows.getByTestId("order-status").allTextContents();
    expect(shown.filter((s) => UNPAID.test(s.trim()))).toEqual([]);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/orders/export.csv",
    );

    await page.getByLabel("Status").selectOption({ label: "Unpaid checkouts (abandoned or expired)" });
    await expect(page).toHaveURL(/[?&]status=unpaid/);
    await expect(page.getByRole("link", { name: paid, exact: true })).toHaveCount(0);
    await expect(rows.getByTestId("order-status").first()).toHaveText(UNPAID);
    const unpaid = await rows.getByTestId("order-status").allTextContents();
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((s) => UNPAID.test(s.trim()))).toBe(true);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/orders/export.csv?status=unpaid",
    );
    await page.screenshot({ path: `/tmp/defects-shots/orders-unpaid-${testInfo.project.name}.png` });

    await page.getByLabel("Status").selectOption({ label: "Everything" });
    await expect(page).toHaveURL(/[?&]status=any/);
    await expect(page.getByRole("link", { name: paid, exact: true })).toBeVisible();
    await expect(rows.getByTestId("order-status").filter({ hasText: UNPAID }).first()).toBeVisible();
  },
);
