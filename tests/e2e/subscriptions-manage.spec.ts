// Managing subscriptions in the browser, on a 390 px phone and a 1440 px desktop: a signed-in customer with a
// subscription (inserted as a fixture: the sign-up is another part of the issue) sees the next
// charge on /account/subscriptions, skips, swaps a flavour and cancels in two clicks; staff then
// find it on the Subscriptions screen with its timeline. axe finds nothing on any of it.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { addShopDays, shopDayKey } from "../../core/shop-time";
import { addWeeks } from "../../core/subscription-dates";
import { formatChargeDay } from "../../core/subscription-delivery";
import { signIn } from "./account-helpers";
import { openAdminScreen, signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";
import { queryRows } from "./info-db";
import { insertFixtureSubscription } from "./subscription-fixture";

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string, project: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
}

test("a customer skips, swaps a flavour and cancels in two clicks; staff see it with its timeline", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  if (onPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  const email = `subscriber-${project}-${Date.now()}@example.com`;
  const number = `S${onPhone(testInfo) ? 7 : 8}${String(Date.now() % 100000).padStart(5, "0")}`;
  const today = shopDayKey(new Date().toISOString(), "Australia/Sydney");
  const next = addShopDays(today, 10);

  await signIn(page, email);
  insertFixtureSubscription(email, number, next);

  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Subscriptions" }).click();
  await expect(page).toHaveURL(/\/account\/subscriptions$/);
  await expect(page.getByRole("heading", { name: `Subscription ${number}` })).toBeVisible();
  await expect(page.getByTestId("next-charge")).toHaveText(formatChargeDay(next));
  await expect(page.getByText("$54.94 including GST")).toBeVisible();
  await expectNoViolations(page);
  await shot(page, "subscriptions-account", project);

  await page.getByRole("button", { name: /^Skip next delivery/ }).click();
  const status = page.getByTestId("subscription-status");
  await expect(status).toContainText(
    `Skipped. Your next delivery is now charged on ${formatChargeDay(addWeeks(next, 4))}.`,
  );
  await expect(page.getByTestId("next-charge")).toHaveText(formatChargeDay(addWeeks(next, 4)));
  await expect(page.getByLabel("Move it to")).toHaveValue(addWeeks(next, 4));

  await page.getByLabel("Flavour", { exact: true }).selectOption("Pineapple Punch");
  await page.getByRole("button", { name: "Save items" }).click();
  await expect(status).toContainText("Saved. Your next delivery sends the new items.");
  await expect(page.getByText("1 × Basic Recovery Pack (Pineapple Punch)")).toBeVisible();

  // Two clicks: Cancel subscription, then Cancel subscription in the confirmation.
  await page.getByRole("link", { name: /^Cancel subscription/ }).click();
  const confirm = page.getByRole("region", { name: `Cancel subscription ${number}?` });
  await expect(confirm.getByRole("group", { name: "Reason (optional)" })).toBeVisible();
  await expect(confirm.getByRole("link", { name: "Keep subscription" })).toBeVisible();
  // Nothing offered until a reason is picked; then what fits it, beside Cancel.
  const pause = confirm.getByRole("button", { name: "Pause for 2 deliveries instead" });
  await expect(pause).toBeHidden();
  await confirm.getByRole("radio", { name: "I'm going away" }).check();
  await expect(pause).toBeVisible();
  await expectNoViolations(page);
  await shot(page, "subscriptions-cancel-confirm", project);
  await confirm.getByRole("button", { name: "Cancel subscription", exact: true }).click();
  await expect(status).toContainText("Your subscription is cancelled. Nothing more will be sent or charged.");
  await expectNoViolations(page);

  const subjects = queryRows<{ subject: string }>(
    'select subject from mail_outbox where "to" = ? order by created_at',
    email,
  )
    .map((m) => m.subject)
    .filter((s) => s.includes(number));
  expect(subjects).toEqual([
    `Next delivery skipped (subscription ${number})`,
    `Subscription items changed (subscription ${number})`,
    `Subscription cancelled (subscription ${number})`,
  ]);

  // Staff find it on the Subscriptions screen, with its timeline.
  await signInByApi(page);
  await page.goto("/admin");
  await openAdminScreen(page, "Subscriptions");
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 2 })).toBeVisible();
  await page.getByRole("link", { name: /^Cancelled/ }).click();
  await expect(page.getByRole("link", { name: /^Cancelled/ })).toHaveAttribute("aria-current", "true");
  // This month's figures count the reason picked.
  const reasons = page.getByRole("table").filter({ hasText: "I'm going away" });
  await expect(reasons).toBeVisible();
  await expectNoViolations(page);
  await shot(page, "subscriptions-admin-list", project);
  await page.getByRole("link", { name: number, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Subscription ${number}` })).toBeVisible();
  const timeline = page.getByTestId("subscription-timeline");
  await expect(timeline.getByText(/^Skipped the delivery of/)).toBeVisible();
  await expect(timeline.getByText(/^Now sends 1 × Basic Recovery Pack \(Pineapple Punch\)/)).toBeVisible();
  await expect(timeline.getByText("Cancelled. Reason: I'm going away", { exact: true })).toBeVisible();
  await expect(page.getByText("First order")).toBeVisible();
  await expectNoViolations(page);
  await shot(page, "subscriptions-admin", project);
});
