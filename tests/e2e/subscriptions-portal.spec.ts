// The subscription portal's richer changes, on a 390 px phone and a 1440 px desktop: each item
// shown with its picture, an item swapped for another product at that product's offer, a one-time
// extra added to the next delivery, and that delivery ordered now (charged once, the schedule
// following on from today). axe finds nothing.
import { axe } from "./axe";
import { addShopDays, shopDayKey } from "../../core/shop-time";
import { addWeeks } from "../../core/subscription-dates";
import { formatChargeDay } from "../../core/subscription-delivery";
import { signIn } from "./account-helpers";
import { signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";
import { queryRows, runSql } from "./info-db";
import { insertFixtureSubscription } from "./subscription-fixture";

test("a customer sees each item's picture, swaps a product, adds an extra and orders the next delivery now", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const project = testInfo.project.name;
  if (onPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  const email = `portal-${project}-${Date.now()}@example.com`;
  const number = `S${onPhone(testInfo) ? 3 : 4}${String(Date.now() % 100000).padStart(5, "0")}`;
  const today = shopDayKey(new Date().toISOString(), "Australia/Sydney");
  const next = addShopDays(today, 12);
  const at = new Date().toISOString();
  // Dynamic Duo offers Subscribe & save at 15% off, whatever earlier specs left: set through the
  // admin API, so every cached catalogue hears of it (a row written behind the server's back may not be seen).
  await signInByApi(page);
  const offerUrl = "/api/admin/products/dynamic-duo/subscription-offer";
  const offer = await page.request.put(offerUrl, {
    data: { enabled: true, frequencies: [4, 6, 8], discountPercent: 15 },
  });
  expect(offer.ok()).toBe(true);
  await signIn(page, email);
  insertFixtureSubscription(email, number, next);
  // The fixture's kept card: the test provider's card that pays.
  const token = queryRows<{ payment_method: string }>(
    "select payment_method from subscriptions where number = ?",
    number,
  )[0]!.payment_method;
  runSql(
    "insert or ignore into test_saved_cards (token, card_number, brand, last4, created_at) values (?, '4242424242424242', 'Visa', '4242', ?)",
    token,
    at,
  );

  await page.goto("/account/subscriptions");
  const panel = page.getByRole("article", { name: `Subscription ${number}` });
  await expect(panel.getByText("1 × Basic Recovery Pack (Orange Crush)")).toBeVisible();
  await expect(panel.locator("dd li svg, dd li img").first()).toBeVisible();

  await panel.getByLabel("Swap Basic Recovery Pack for").selectOption({ label: "Dynamic Duo Recovery (15% off)" });
  await panel.getByRole("button", { name: /^Swap/ }).click();
  const status = panel.getByTestId("subscription-status");
  await expect(status).toContainText("Swapped. Your next delivery sends 1 × Dynamic Duo Recovery (Orange Crush,");

  await panel.getByLabel("Add to next delivery").selectOption({ label: "Basic Recovery Pack, Lemon Squash" });
  await panel.getByRole("button", { name: /^Add/ }).click();
  await expect(status).toContainText("Added. Your next delivery comes to");
  await expect(panel.getByTestId("next-extras")).toContainText("1 × Basic Recovery Pack (Lemon Squash)");

  await panel.getByRole("button", { name: /^Order now/ }).click();
  const then = formatChargeDay(addWeeks(today, 4));
  await expect(status).toContainText(`Ordered. Your delivery is on its way. Your next delivery is charged on ${then}.`);
  await expect(panel.getByTestId("next-charge")).toHaveText(then);
  const paid = queryRows<{ n: number }>(
    "select count(*) as n from orders o join subscriptions s on s.id = o.subscription_id where s.number = ? and o.renewal_cycle is not null and o.status = 'paid'",
    number,
  );
  expect(paid[0]!.n).toBe(1);
  // The extra went with that delivery, and only that one.
  await expect(panel.getByTestId("next-extras")).toHaveCount(0);
  const lemon = queryRows<{ n: number }>(
    "select count(*) as n from order_lines l join orders o on o.id = l.order_id join subscriptions s on s.id = o.subscription_id where s.number = ? and o.renewal_cycle is not null and l.flavor = 'Lemon Squash'",
    number,
  );
  expect(lemon[0]!.n).toBe(1);

  const { violations } = await axe(page).analyze();
  expect(violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("portal.png"), fullPage: true });
});
