// Stock as staff see it on orders: a paid order flagged oversold says so in the Orders
// list and its detail; a refund with 'restock' puts its tubs back on the Stock tab, one without
// does not.
import type { Page } from "@playwright/test";
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";
import { runSql } from "./info-db";

// placePaidOrder buys one tub of this flavour.
const FLAVOUR = "Lemon Squash";

async function onHand(page: Page): Promise<number> {
  await page.goto("/admin/stock");
  const row = page.getByTestId("stock-row").filter({ has: page.getByRole("heading", { name: FLAVOUR }) });
  const figure = row.locator("dt", { hasText: /^On hand$/ }).locator("xpath=following-sibling::dd");
  return Number(await figure.textContent());
}

async function refund(page: Page, number: string, restock: boolean) {
  await page.goto(`/admin/orders/${number}`);
  const detail = page.getByTestId("order-detail");
  await detail.getByRole("button", { name: "Refund order" }).click();
  const panel = page.getByTestId("refund-panel");
  if (restock) await panel.getByLabel(/^Restock/).check();
  await panel.getByRole("button", { name: /^Refund \$/ }).click();
  await expect(detail.getByTestId("order-status").first()).toHaveText("Refunded");
}

test(
  "a paid order flagged oversold shows as oversold in the Orders list and its detail",
  ONE_WIDTH,
  async ({ page }, info) => {
    const number = await placePaidOrder(page, `oversold-${info.project.name}-${Date.now()}@example.com`);
    // A payment that arrived after its reservation had expired, with too few tubs left: the
    // provider's late webhook, which the test payment page cannot send.
    runSql("update orders set oversold = 1 where number = ?", number);
    await signInByApi(page);
    await page.goto(`/admin/orders?q=${number}`);
    const row = page.getByTestId("order-row").filter({ hasText: number });
    await expect(row.getByTestId("order-oversold")).toHaveText("Oversold");
    await row.getByRole("link", { name: number }).click();
    await expect(page.getByTestId("order-detail").getByTestId("oversold")).toContainText("Oversold");
    // An order that was not oversold says nothing of it.
    const fine = await placePaidOrder(page, `not-oversold-${info.project.name}-${Date.now()}@example.com`);
    await page.goto(`/admin/orders?q=${fine}`);
    await expect(page.getByTestId("order-row").filter({ hasText: fine }).getByTestId("order-oversold")).toHaveCount(0);
  },
);

test(
  "a refund with 'restock' puts the tubs back on the Stock tab, one without does not",
  ONE_WIDTH,
  async ({ page }, info) => {
    await signInByApi(page);
    const stock = (await (await page.request.get("/api/admin/stock")).json()) as {
      stock: { flavor: string; counted: boolean; reserved: number }[];
    };
    const line = stock.stock.find((l) => l.flavor === FLAVOUR)!;
    if (!line.counted) {
      const res = await page.request.put(`/api/admin/stock/${encodeURIComponent(FLAVOUR)}`, {
        data: { onHand: line.reserved + 1000, threshold: 0 },
      });
      expect(res.status()).toBe(200);
    }

    const start = await onHand(page);
    const restocked = await placePaidOrder(page, `restock-${info.project.name}-${Date.now()}@example.com`);
    expect(await onHand(page)).toBe(start - 1);
    await refund(page, restocked, true);
    expect(await onHand(page)).toBe(start);

    const kept = await placePaidOrder(page, `no-restock-${info.project.name}-${Date.now()}@example.com`);
    await refund(page, kept, false);
    expect(await onHand(page)).toBe(start - 1);
  },
);
