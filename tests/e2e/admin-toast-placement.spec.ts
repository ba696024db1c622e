// Admin messages ("Draft saved", "Check the highlighted fields", "Note saved") cover nothing staff
// are working on: in the bottom-right corner on a desktop, above the product form's bar of Save and
// Cancel; over the title bar on a phone. Checked by comparing bounding boxes.
import type { Locator, Page } from "@playwright/test";
import { signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What of the box is on screen: on a phone the title bar (56 px, sticky) hides what scrolls under it. */
function shown(b: Box, top: number): Box | null {
  const y = Math.max(b.y, top);
  const bottom = b.y + b.height;
  return bottom <= y ? null : { ...b, y, height: bottom - y };
}

async function clearOf(page: Page, flash: Locator, covered: Locator[]) {
  const f = (await flash.boundingBox())!;
  const view = page.viewportSize()!;
  const phone = view.width < 1024;
  for (const el of covered) {
    const box = await el.boundingBox();
    const seen = box && shown(box, phone ? 56 : 0);
    if (seen) {
      const what = await el.evaluate((e) => e.outerHTML.slice(0, 80));
      expect(overlaps(f, seen), `the message covers ${what}`).toBe(false);
    }
  }
  // In the bottom-right corner on a desktop; over the title bar on a phone, where the field just
  // used sits at the foot of the window.
  if (!phone) {
    expect(f.y).toBeGreaterThan(view.height / 2);
    expect(f.x + f.width).toBeGreaterThan(view.width * 0.75);
  } else {
    expect(f.y + f.height).toBeLessThanOrEqual(56);
  }
}

test.use({ expectedConsoleErrors: [/status of 400/] });

test("the content editor's messages cover neither the heading nor the editor", async ({ page }, info) => {
  await signInByApi(page);
  await page.goto("/admin/content");
  await page
    .getByRole("navigation", { name: "Content pieces" })
    .getByRole("link", { name: /^About/ })
    .click();
  const heading = page.getByRole("heading", { level: 3, name: "About" });
  await expect(heading).toBeVisible();
  const form = page.getByRole("form", { name: "Edit About" });
  const editor = form.getByRole("textbox", { name: "Text", exact: true });
  const buttons = form.getByRole("button", { name: /^(Save draft|Publish)/ });

  const title = form.getByLabel("Title", { exact: true });
  const was = await title.inputValue();
  await title.fill("");
  await buttons.first().click();
  const flash = page.getByTestId("flash");
  await expect(flash).toHaveText("Check the highlighted fields");
  await clearOf(page, flash, [heading, title, editor, ...(await buttons.all())]);
  await title.fill(was);

  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(flash).toHaveText(/^Draft saved/);
  await clearOf(page, flash, [heading, title, editor, ...(await buttons.all())]);
  await page.screenshot({ path: info.outputPath("content-flash.png") });
});

test("the product editor's message stays clear of its Save and Cancel", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/products/new");
  const form = page.getByRole("form", { name: "Add product" });
  await form.getByLabel("Name", { exact: true }).fill("");
  await form.getByRole("button", { name: "Save Product" }).click();
  const flash = page.getByTestId("flash");
  // The browser's own check may stop the form first; then there is no message to place.
  if ((await flash.count()) === 0) return;
  await clearOf(page, flash, [
    form.getByRole("button", { name: "Save Product" }),
    form.getByRole("button", { name: "Cancel" }),
  ]);
});
