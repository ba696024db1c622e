// Back-in-stock alerts: a shopper asks on the product page to be told when a sold-out flavour is
// back and confirms from the e-mailed link; staff see them waiting on the Stock screen and restock
// there; the shopper's alert is in the outbox exactly once, with a link that stops alerts. axe finds nothing on the product page with the form.
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { queryRows } from "./info-db";
import { FLAVOURS, setStock } from "./stock-helpers";

const FLAVOUR = "Pineapple Punch";

test.afterEach(async ({ page }) => {
  // Plenty again, so the rest of the run sells as before.
  await signInByApi(page);
  await setStock(page, FLAVOUR, 1000);
});

test("a shopper asks for a sold-out flavour and is e-mailed once when staff restock it", async ({ page }, info) => {
  const email = `waiting-${info.project.name}-${Date.now()}@example.com`;
  await signInByApi(page);
  // Only this flavour sold out, whatever earlier specs left (a quarantined lot takes its tubs away).
  for (const f of FLAVOURS) await setStock(page, f, f === FLAVOUR ? 0 : 1000);
  await page.context().clearCookies();

  // The shopper, signed out.
  await page.goto("/products/one-and-done");
  const box = page.getByTestId("back-in-stock");
  await expect(box.getByRole("heading", { name: "E-mail me when it's back" })).toBeVisible();
  await expect(box).toContainText(`${FLAVOUR} is sold out`);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await box.getByLabel("E-mail").fill(email);
  await box.getByRole("button", { name: "E-mail me when it's back" }).click();
  await expect(box.getByRole("status")).toHaveText(
    `Thanks! Please confirm from the e-mail we've sent to ${email}; then we'll e-mail you once when ${FLAVOUR} is back in stock.`,
  );
  // Asking twice is one request.
  await box.getByRole("button", { name: "E-mail me when it's back" }).click();
  await expect(box.getByRole("status")).toContainText("Thanks!");
  expect((await axe(page).analyze()).violations).toEqual([]);

  // The address owner confirms from the e-mail.
  const [asked] = queryRows<{ text: string }>('select text from mail_outbox where "to" = ?', email);
  await page.goto(/https?:\/\/\S+\/back-in-stock\/confirm\?t=\S+/.exec(asked!.text)![0]);
  await expect(page.getByText(`E-mail ${email} once when ${FLAVOUR} is back in stock at Rebound?`)).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Thanks, that's confirmed.")).toBeVisible();

  // Staff see who waits, and restock on the Stock screen.
  await signInByApi(page);
  await page.goto("/admin/stock");
  const row = page.getByTestId("stock-row").filter({ has: page.getByRole("heading", { name: FLAVOUR }) });
  await expect(row.getByTestId("stock-waiting")).toContainText(/\d+ shoppers? (is|are) waiting/);
  const adjust = row.getByRole("form", { name: `Adjust stock of ${FLAVOUR}` });
  await adjust.getByLabel("Add or take off").fill("24");
  await adjust.getByRole("button", { name: "Apply" }).click();
  await expect(row.getByText("In stock", { exact: true })).toBeVisible();
  await expect(row.getByTestId("stock-waiting")).toHaveCount(0);

  const mails = queryRows<{ subject: string; text: string }>(
    'select subject, text from mail_outbox where "to" = ? and subject not like ?',
    email,
    "Confirm your%",
  );
  expect(mails.map((m) => m.subject)).toEqual([`${FLAVOUR} is back in stock - Rebound`]);
  expect(queryRows("select * from back_in_stock_requests where email = ?", email)).toEqual([]);

  // The alert's link stops alerts to the address, after asking.
  await page.goto(/https?:\/\/\S+\/back-in-stock\/stop\?t=\S+/.exec(mails[0]!.text)![0]);
  await page.getByRole("button", { name: "Stop alerts" }).click();
  await expect(page.getByText(`Done. ${email} won't get any more stock alerts from Rebound.`)).toBeVisible();

  // Back in stock: the product page offers the form no more.
  await page.context().clearCookies();
  await page.goto("/products/one-and-done");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByTestId("back-in-stock")).toHaveCount(0);
});
