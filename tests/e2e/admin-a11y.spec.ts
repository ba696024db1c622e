// axe over the staff screens and the hosted payment page: sign-in, every admin screen, an order
// with its refund step open, and the card form with its errors.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { insertRow } from "./info-db";

const violations = async (page: Page) => (await axe(page).analyze()).violations;

test("axe: the admin sign-in page", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: /sign in/i })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("axe: every admin screen, and an order with its refund step open", async ({ page }, testInfo) => {
  // Thirteen screens, each analysed whole: past the default 30 s on a busy two-core machine.
  test.setTimeout(90_000);
  // A paid order, so the Orders tab has a detail with fulfil and refund controls.
  await placePaidOrder(page, "axe@example.com");

  // One return request and one message, so those tabs show their cards (with links) too.
  const at = new Date().toISOString();
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  insertRow("return_requests", {
    id: `a11y-return-${stamp}`,
    reference: `RTN-${Date.now().toString(36).toUpperCase().slice(-6)}`,
    order_number: "RR-ZZZZZZ",
    email: "axe@example.com",
    reason: "damaged",
    description: "Checked by axe",
    preference: "refund",
    status: "new",
    created_at: at,
    updated_at: at,
  });
  insertRow("contact_messages", {
    id: `a11y-message-${stamp}`,
    name: "Ally Axe",
    email: "axe@example.com",
    subject: "Accessibility check",
    message: "Hello",
    status: "new",
    created_at: at,
    updated_at: at,
  });

  await signInByApi(page);
  for (const tab of [
    "products",
    "videos",
    "demo",
    "orders",
    "stock",
    "promotions",
    "returns",
    "messages",
    "api",
    "audit",
    "system",
  ]) {
    await page.goto(`/admin/${tab}`);
    // On a phone the navigation waits inside the closed menu: there, not shown.
    await expect(page.locator(`nav a[aria-current="page"][href="/admin/${tab}"]`)).toBeAttached();
    await page.waitForLoadState("networkidle");
    if (tab === "returns" || tab === "messages") await expect(page.getByText("axe@example.com").first()).toBeVisible();
    expect(await violations(page), `tab ${tab}`).toEqual([]);
  }
  await page.goto("/admin/orders");
  await page.getByTestId("order-row").filter({ hasText: "axe@example.com" }).getByRole("link").first().click();
  await page.getByTestId("order-detail").getByRole("button", { name: "Refund order" }).click();
  await expect(page.getByTestId("refund-panel")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("axe: the payment page, empty and with its errors shown", async ({ page }) => {
  const res = await page.request.post("/api/checkout", {
    data: { cart: [{ id: "dynamic-duo", quantity: 1, flavor: "Lemon Squash, Orange Crush" }] },
  });
  await page.goto(((await res.json()) as { url: string }).url);
  expect(await violations(page)).toEqual([]);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Enter your e-mail address").or(page.getByRole("alert")).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
