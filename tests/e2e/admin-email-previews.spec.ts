// The owner's Brand section and e-mail previews: a new brand colour is saved, the order
// confirmation's preview draws its button in that colour inside the sandboxed frame, and "Send me a
// test" says where it went. axe over both screens; screenshots for review when BRAND_SHOTS is set.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";

// Not inside the preview's frame: its sandbox refuses axe's script, and it is the e-mail, not the screen.
const violations = async (page: Page) => (await axe(page).options({ iframes: false }).analyze()).violations;

// axe tries to run inside the preview's frame, whose sandbox refuses scripts (as it should); the
// sample's picture is on the test server's http address, which the frame may not load (a shop's
// public address is https).
test.use({ expectedConsoleErrors: [/about:srcdoc.*sandboxed|Loading the image 'http:.*Content Security Policy/] });

async function shot(page: Page, name: string, width: number) {
  const dir = process.env.BRAND_SHOTS;
  if (!dir) return;
  const size = page.viewportSize()!;
  await page.setViewportSize({ width, height: size.height });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  await page.setViewportSize(size);
}

test(
  "the owner changes the brand colour, previews the order confirmation in it and sends a test",
  ONE_WIDTH,
  async ({ page }) => {
    test.setTimeout(60_000);
    await signInByApi(page);
    await page.goto("/admin/settings");
    const brand = page.locator("#brand");
    await expect(brand.getByRole("heading", { name: "Brand in e-mails" })).toBeVisible();
    await brand.getByLabel("Brand colour", { exact: true }).fill("#0f766e");
    await brand.getByRole("button", { name: "Save brand" }).click();
    await expect(brand.getByRole("status")).toContainText("Brand saved");
    await expect(brand.getByLabel("Brand colour", { exact: true })).toHaveValue("#0f766e");
    expect(await violations(page)).toEqual([]);
    await brand.scrollIntoViewIfNeeded();
    await shot(page, "brandui-brand-section-1440", 1440);

    await brand.getByRole("link", { name: "Preview every customer e-mail" }).click();
    await expect(page.getByRole("heading", { name: "Customer e-mails", level: 2 })).toBeVisible();
    // axe on the list; the preview screen's sandboxed frame refuses axe's script and axe waits on it.
    expect(await violations(page)).toEqual([]);
    await page.getByRole("link", { name: /Order confirmation and tax invoice/ }).click();
    await expect(page.getByRole("heading", { name: "Order confirmation and tax invoice", level: 2 })).toBeVisible();
    const frame = page.frameLocator("iframe[sandbox]");
    // The confirmation has no button: its heading carries the brand colour.
    await expect(frame.locator("h1")).toHaveCSS("color", "rgb(15, 118, 110)");
    await shot(page, "brandui-preview-1440", 1440);
    await shot(page, "brandui-preview-390", 390);

    await page.getByRole("button", { name: "Send me a test" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Test sent to" })).toContainText(/Test sent to \S+@\S+/);
  },
);
