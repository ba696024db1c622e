// The staff API reference (/admin/api): drawn from the published document, operable by keyboard,
// axe clean, on a desktop and a phone.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { adminTab, signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";

const operation = (page: Page, id: string) => page.locator(`details#${id}`);

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/api");
  await expect(page.getByRole("heading", { name: "API reference" })).toBeVisible();
});

test("lists the operations by tag, with who may call each and a link to the document", ONE_WIDTH, async ({ page }) => {
  await expect(adminTab(page, "API")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
  const sections = page.getByRole("navigation", { name: "API sections" });
  await expect(sections.getByRole("link", { name: /^Checkout/ })).toBeVisible();
  await expect(sections.getByRole("link", { name: /^Admin: orders/ })).toBeVisible();

  const list = operation(page, "getApiProducts");
  await expect(list.locator("summary")).toContainText("GET/api/productsList the products on sale");
  await expect(list.locator("summary")).toContainText("Public");
  const update = operation(page, "putApiAdminProductsId");
  await expect(update.locator("summary")).toContainText("PUT/api/admin/products/{id}");
  await expect(update.locator("summary")).toContainText("Staff session");
});

test("opens an operation from the keyboard to show its body fields and answers", ONE_WIDTH, async ({ page }) => {
  const checkout = operation(page, "postApiCheckout");
  await checkout.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(checkout).toHaveAttribute("open", "");
  const fields = checkout.getByRole("list", { name: "Request body fields" });
  const quantity = fields.getByRole("listitem").filter({ hasText: "cart[].quantity" });
  await expect(quantity).toContainText("integer");
  await expect(quantity).toContainText("required");
  await expect(quantity).toContainText("1 to 5");
  const answers = checkout.getByRole("list", { name: "Responses" });
  await expect(answers.getByRole("listitem").filter({ hasText: /^429/ })).toContainText("Retry-After");
  await expect(checkout.locator("pre")).toContainText('"quantity": 1');

  // An answer's named schema links to its fields further down.
  const order = operation(page, "getApiAdminOrdersId");
  await order.locator("summary").focus();
  await page.keyboard.press("Enter");
  await order.getByRole("link", { name: "OrderDetail" }).click();
  await expect(page.locator("#schema-OrderDetail")).toBeInViewport();
  await expect(page.getByRole("list", { name: "OrderDetail fields" })).toContainText("shippingAddress.postcode");
});

test("axe: the reference with operations open", async ({ page }) => {
  // The whole API reference in one page: axe takes more than 30 s over it on a busy machine.
  test.setTimeout(90_000);
  for (const id of ["postApiCheckout", "getApiAdminOrders", "postApiAuthLogin"]) {
    await operation(page, id).locator("summary").click();
  }
  const { violations } = await axe(page).analyze();
  expect(violations).toEqual([]);
});
