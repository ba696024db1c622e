// Staff act for a customer on the subscription's page, on a 390 px phone and a 1440 px desktop:
// change the frequency without e-mailing them (asked by phone), change the items with the e-mail,
// and see both on the timeline; axe finds nothing.
import { axe } from "./axe";
import { addShopDays, shopDayKey } from "../../core/shop-time";
import { signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";
import { insertRow, queryRows } from "./info-db";
import { insertFixtureSubscription } from "./subscription-fixture";

test("staff change a subscription's frequency and items, choosing whether the customer is e-mailed", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  if (onPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  const email = `staff-acts-${project}-${Date.now()}@example.com`;
  const number = `S${onPhone(testInfo) ? 5 : 6}${String(Date.now() % 100000).padStart(5, "0")}`;
  const at = new Date().toISOString();
  insertRow("customers", { id: `cus_e2e_${number}`, email, marketing_consent: 0, created_at: at });
  insertFixtureSubscription(email, number, addShopDays(shopDayKey(at, "Australia/Sydney"), 10));

  await signInByApi(page);
  await page.goto(`/admin/subscriptions/${number}`);
  const actions = page.getByRole("region", { name: "On the customer's behalf" });
  const status = page.getByRole("status").filter({ hasText: "e-mailed" });

  // A plain form post: what staff choose before the scripts run is what is sent.
  const often = actions.locator("form").filter({ has: page.getByRole("button", { name: "Change frequency" }) });
  await often.getByLabel("Deliver").selectOption({ label: "every 6 weeks" });
  await often.getByLabel("E-mail the customer about this change").uncheck();
  await often.getByRole("button", { name: "Change frequency" }).click();
  await expect(status).toHaveText("Frequency changed; the customer was not e-mailed");
  await expect(page.getByText("every 6 weeks", { exact: true }).first()).toBeVisible();

  const items = actions.locator("form").filter({ has: page.getByRole("button", { name: "Change items" }) });
  await items.getByLabel("Flavour", { exact: true }).selectOption("Lemon Squash");
  await items.getByLabel("Quantity").selectOption("2");
  await expect(items.getByLabel("E-mail the customer about this change")).toBeChecked();
  await items.getByRole("button", { name: "Change items" }).click();
  await expect(status).toHaveText("Items changed; the customer has been e-mailed");

  const timeline = page.getByTestId("subscription-timeline");
  await expect(timeline.getByText(/^Frequency changed from every 4 weeks to every 6 weeks/)).toBeVisible();
  await expect(timeline.getByText(/^Now sends 2 × Basic Recovery Pack \(Lemon Squash\)/)).toBeVisible();
  const subjects = queryRows<{ subject: string }>('select subject from mail_outbox where "to" = ?', email).map(
    (m) => m.subject,
  );
  expect(subjects).toEqual([`Subscription items changed (subscription ${number})`]);

  const { violations } = await axe(page).analyze();
  expect(violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("staff-acts.png"), fullPage: true });

  // The audit log reads the items change in words: product names and flavours, never JSON.
  await page.goto("/admin/audit");
  const entry = page.getByTestId("audit-entry").filter({ hasText: `Subscription ${number}: Now sends` });
  const fields = entry.locator("dl");
  await expect(fields).toContainText("Items");
  await expect(fields).toContainText("2 × Basic Recovery Pack (Lemon Squash)");
  await expect(fields).not.toContainText("productId");
});
