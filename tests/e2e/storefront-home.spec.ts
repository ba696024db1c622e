import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { card, gotoHome } from "./storefront-helpers";

test("the home page has its sections and the spec's benefit cards", async ({ page }) => {
  await gotoHome(page);
  await expect(page).toHaveTitle(/\| Rebound$/);
  for (const t of ["Busy Week?", "Early Start?", "Festival Ready?", "Post-Party Blues?", "Premium Vitamins"]) {
    await expect(page.getByText(t, { exact: true })).toHaveCount(3);
  }
  await expect(page.getByRole("heading", { name: "What's in Every Scoop?" })).toBeVisible();
  await expect(page.getByText("Premium Quality")).toBeVisible();
  await expect(page.getByTestId("ingredient-row").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByTestId("product-card")).toHaveCount(3);
  await expect(page.locator("footer")).toContainText(String(new Date().getFullYear()));
});

test("the ingredient modal opens by mouse and keyboard, locks scroll and gives focus back", async ({ page }) => {
  await gotoHome(page);
  const vitaminC = page.getByRole("button", { name: /Vitamin C/ });
  await vitaminC.click();
  const dialog = page.getByRole("dialog", { name: "Vitamin C" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Benefits" })).toBeVisible();
  await expect(dialog).toContainText("1000mg");
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(vitaminC).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");

  const zinc = page.getByRole("button", { name: /Zinc/ });
  await zinc.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Zinc" })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(zinc).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("dialog", { name: "Zinc" })).toBeVisible();
  await page.getByTestId("modal-backdrop").click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("About and Contact open as modals on the home page", async ({ page, isMobile }) => {
  await gotoHome(page);
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("header").getByRole("link", { name: "About", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "About Us" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press("Escape");
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("header").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
});

test("no accessibility violations on the home page, with the drawer and with a modal open", async ({ page }) => {
  await gotoHome(page);
  const axe = () => new AxeBuilder({ page }).analyze();
  expect((await axe()).violations).toEqual([]);
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-drawer")).toBeVisible();
  await page.waitForTimeout(400);
  expect((await axe()).violations).toEqual([]);
  await page.getByRole("button", { name: "Close cart" }).click();
  await page.getByRole("button", { name: /Magnesium/ }).click();
  await expect(page.getByRole("dialog", { name: "Magnesium" })).toBeVisible();
  expect((await axe()).violations).toEqual([]);
});

test("without JavaScript the products are readable and no overlay covers them", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("#loading-overlay")).toBeHidden();
  await expect(page.getByText("$49.99")).toBeVisible();
  await context.close();
});

test("a shopper's browser downloads no admin code", async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() === "script") scripts.push({ url: res.url(), body: await res.text() });
  });
  await gotoHome(page);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-drawer")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  for (const { url, body } of scripts) {
    expect(url).not.toMatch(/admin/);
    // The dashboard's headings and the upload client: present only in admin chunks.
    for (const marker of ["Product Management", "Hide All Reels", "Tus-Resumable"]) expect(body).not.toContain(marker);
  }
});
