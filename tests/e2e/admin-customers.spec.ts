// Staff find the test shopper on the Customers screen by the start of their
// e-mail, open their page, see their order and add a note that is still there after a reload; axe
// finds nothing on either page and a phone (390 px) never scrolls sideways.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { openAdminScreen, placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";

const SHOTS = process.env.CUSTOMERS_SHOTS_DIR;

async function clean(page: Page) {
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
}

test("staff find a shopper by e-mail prefix, see their order and note them", async ({ page }, info) => {
  if (onPhone(info)) await page.setViewportSize({ width: 390, height: 844 });
  const email = `Customer.${info.project.name}.${Date.now()}@Example.com`;
  const number = await placePaidOrder(page, email);
  await signInByApi(page);
  await page.goto("/admin");
  await openAdminScreen(page, "Customers");
  await expect(page.getByRole("heading", { name: "Customers", level: 2 })).toBeVisible();

  // The start of the address, in another case than it was typed at checkout.
  const prefix = email.slice(0, email.indexOf("@") - 3).toLowerCase();
  await page.getByRole("searchbox", { name: "Search" }).fill(prefix);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(prefix).replace(/\./g, "\\.")}`));
  const row = page.getByTestId("customer-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email.toLowerCase());
  await expect(row).toContainText("$");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/customers-${info.project.name}.png`, fullPage: true });
  await clean(page);

  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Rory Routes", level: 2 })).toBeVisible();
  await expect(page.getByTestId("customer-order").filter({ hasText: number })).toBeVisible();

  const note = `Asked for a call back <b>after 5 pm</b> (${info.project.name})`;
  await page.getByLabel("Staff note").fill(note);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByTestId("flash")).toHaveText("Note saved");
  // The message covers none of what staff are working on: the note, its button, the customer's cards.
  const flashBox = (await page.getByTestId("flash").boundingBox())!;
  for (const el of [
    page.getByLabel("Staff note"),
    page.getByRole("button", { name: "Save note" }),
    page.getByRole("heading", { name: "Rory Routes", level: 2 }),
    page.getByTestId("customer-order").first(),
  ]) {
    const b = await el.boundingBox();
    if (!b || !(await el.isVisible())) continue;
    const over =
      flashBox.x < b.x + b.width &&
      b.x < flashBox.x + flashBox.width &&
      flashBox.y < b.y + b.height &&
      b.y < flashBox.y + flashBox.height;
    expect(over, `the message lies over ${await el.evaluate((e) => e.outerHTML.slice(0, 60))}`).toBe(false);
  }
  await expect(page.getByTestId("note-updated")).toContainText("e2e-admin@example.com");
  await page.reload();
  await expect(page.getByLabel("Staff note")).toHaveValue(note);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/customer-${info.project.name}.png`, fullPage: true });
  await clean(page);
});
