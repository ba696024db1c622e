// A signed-in customer downloads their data from the account, then deletes the
// account; their order stays on record with only its invoice's name and address.
import { axe } from "./axe";
import { readFileSync } from "node:fs";
import { placeGuestOrder, signIn } from "./account-helpers";
import { expect, test } from "./fixtures";
import { queryRows } from "./info-db";

test("a customer downloads their data, then deletes their account", async ({ page, request }, info) => {
  const email = `data-rights-${info.project.name}-${Date.now()}@example.com`;
  const number = await placeGuestOrder(request, email);
  await signIn(page, email);
  await page.goto("/account/settings");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    email: string;
    orders: { number: string }[];
  };
  expect(data.email).toBe(email);
  expect(data.orders.map((o) => o.number)).toEqual([number]);

  await page.getByRole("checkbox", { name: /can't be undone/ }).check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account\/deleted/);
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  // The order stays as a tax record; under $1,000 its invoice names no buyer (ADR 0032).
  const [order] = queryRows<{ email: string | null; customer_name: string | null; shipping_address: string | null }>(
    "select email, customer_name, shipping_address from orders where number = ?",
    number,
  );
  expect(order).toEqual({ email: null, customer_name: null, shipping_address: null });
});
