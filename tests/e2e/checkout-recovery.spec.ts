// Abandoned checkout recovery in the browser, at 390 and 1440 px: a shopper gives the
// e-mail and ticks marketing consent on the payment page, then leaves; an hour later the reminder
// job writes the e-mail; its link puts the same cart back, and its unsubscribe link works
// without signing in. axe finds nothing on the pages shown.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { STORAGE_KEYS } from "../../core/constants";
import { expect, hydrated, onPhone, test } from "./fixtures";
import { queryRows } from "./info-db";
import { runReminderJob } from "./recovery-job";
import { card, gotoHome } from "./storefront-helpers";

test.beforeEach(async ({ page }, info) => {
  if (onPhone(info)) await page.setViewportSize({ width: 390, height: 844 });
});

const axeClean = async (page: Page) => expect((await axe(page).analyze()).violations).toEqual([]);
const storedCart = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as unknown[], STORAGE_KEYS.cart);

test("a shopper who ticks consent and leaves is reminded; the link restores the cart and the unsubscribe works", async ({
  page,
  baseURL,
}, info) => {
  // A whole journey (checkout, the reminder job, restore, unsubscribe) with three axe scans.
  test.setTimeout(120_000);
  const email = `leaver-${info.project.name}-${Date.now()}@example.com`;
  await gotoHome(page);
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  await page.getByTestId("cart-drawer").getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]{32}$/);
  await hydrated(page);

  // The e-mail comes first, with the tick under it, unticked.
  const tick = page.getByLabel(/E-mail me news and offers from Rebound/);
  await expect(tick).not.toBeChecked();
  await page.getByLabel("Email").fill(email);
  await tick.check();
  await expect
    .poll(() => queryRows<{ consent: number }>("select consent from checkout_contacts where email = ?", email), {
      timeout: 15_000,
    })
    .toEqual([{ consent: 1 }]);
  await axeClean(page);
  await page.screenshot({ path: info.outputPath("pay-consent.png"), fullPage: true });

  // The shopper leaves; their cart is gone from this browser too (another device, cleared data).
  await page.goto("/about");
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.cart);

  // A guest's tick only asks: nothing reminds them until the address owner confirms by e-mail.
  expect(await runReminderJob({ aheadMs: 61 * 60_000, publicUrl: baseURL! })).toBe(0);
  const asked = queryRows<{ text: string }>('select text from mail_outbox where "to" = ?', email);
  expect(asked).toHaveLength(1);
  await page.goto(/https?:\/\/\S+\/consent\/confirm\?t=\S+/.exec(asked[0]!.text)![0]);
  await expect(page.getByText(`Send news and offers from Rebound to ${email}?`)).toBeVisible();
  await axeClean(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(`Thanks, that's confirmed. ${email} will get news and offers`)).toBeVisible();

  // An hour on, the reminder job writes one e-mail; running it again writes nothing more.
  expect(await runReminderJob({ aheadMs: 62 * 60_000, publicUrl: baseURL! })).toBe(1);
  expect(await runReminderJob({ aheadMs: 63 * 60_000, publicUrl: baseURL! })).toBe(0);
  const mails = queryRows<{ text: string; headers: string }>(
    'select text, headers from mail_outbox where "to" = ? and text like ?',
    email,
    "%/cart/restore%",
  );
  expect(mails).toHaveLength(1);
  expect(JSON.parse(mails[0]!.headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  const restore = /https?:\/\/\S+\/cart\/restore\?t=\S+/.exec(mails[0]!.text)![0];
  const unsubscribe = /https?:\/\/\S+\/unsubscribe\?t=\S+/.exec(mails[0]!.text)![0];

  // The restore link puts the same line back and opens the cart.
  await page.goto(restore);
  await expect(page.getByRole("heading", { name: "Your cart is back" })).toBeVisible();
  await expect(page.getByTestId("cart-drawer")).toBeVisible();
  await expect(page.getByTestId("cart-drawer")).toContainText("Basic Recovery Pack");
  await expect
    .poll(async () => (await storedCart(page)).map((i) => (i as { id: string; quantity: number }).quantity))
    .toEqual([1]);
  await page.screenshot({ path: info.outputPath("restore.png"), fullPage: true });
  await page.getByRole("button", { name: "Close cart" }).click();
  await axeClean(page);

  // Checking out from the restored cart, the payment page starts from the e-mail typed last time.
  await page.goto(restore);
  await page.getByTestId("cart-drawer").getByRole("button", { name: "Checkout" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  // The unsubscribe link: a page that asks, then confirms; a second visit says it is done.
  await page.goto(unsubscribe);
  await expect(page.getByText(`Stop marketing e-mails from Rebound to ${email}?`)).toBeVisible();
  await axeClean(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(`You're unsubscribed. ${email} won't get marketing e-mails`)).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: info.outputPath("unsubscribed.png"), fullPage: true });
  await page.goto(unsubscribe);
  await expect(page.getByText(`${email} is already unsubscribed, so nothing has changed.`)).toBeVisible();

  // No 24-hour reminder after unsubscribing.
  expect(await runReminderJob({ aheadMs: 25 * 3600_000, publicUrl: baseURL! })).toBe(0);
});
