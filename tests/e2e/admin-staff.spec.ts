// The Staff tab: the owner invites, the invited person sets a password through the
// e-mailed link and sees only their role's tabs and buttons, and a role change signs them out.
// axe over the tab and the set-password page; screenshots for review when STAFF_SHOTS is set.
import { axe } from "./axe";
import type { Browser, Page } from "@playwright/test";
import { openAdminScreen, placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { queryRows } from "./info-db";

const violations = async (page: Page) => (await axe(page).analyze()).violations;
const PASSWORD = "a long staff password";

async function shot(page: Page, name: string) {
  const dir = process.env.STAFF_SHOTS;
  if (!dir) return;
  // Phones are reviewed at 390 px (the project tests at 360).
  const size = page.viewportSize()!;
  if (size.width < 400) await page.setViewportSize({ width: 390, height: size.height });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  await page.setViewportSize(size);
}

function inviteToken(email: string): string {
  const [row] = queryRows<{ text: string }>(
    'select text from mail_outbox where "to" = ? order by created_at desc limit 1',
    email,
  );
  return /token=([\w-]+)/.exec(row!.text)![1]!;
}

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() });
  return context.newPage();
}

test("the owner invites staff; the invited member joins with their role's tabs and buttons only", async ({
  page,
  browser,
}, testInfo) => {
  // Two people's sign-ins, an order, an invitation and three axe passes.
  test.setTimeout(60_000);
  const email = `pack-${testInfo.project.name}-${Date.now()}@example.com`;
  const orderEmail = `staff-order-${testInfo.project.name}@example.com`;
  await placePaidOrder(page, orderEmail);

  await signInByApi(page);
  await page.goto("/admin");
  await openAdminScreen(page, "Staff");
  await expect(page.getByRole("heading", { name: "Staff", level: 2 })).toBeVisible();
  await expect(page.getByTestId("staff-member").filter({ hasText: "e2e-admin@example.com" })).toContainText("You");

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("fulfilment");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("flash")).toHaveText(`Invitation sent to ${email}`);
  const invite = page.getByTestId("staff-invite").filter({ hasText: email });
  await expect(invite).toContainText("Fulfilment");
  await expect(page.getByLabel("E-mail")).toHaveValue("");
  await page.waitForTimeout(3200); // the flash fades; axe then sees the settled screen
  expect(await violations(page)).toEqual([]);
  await shot(page, `staff-${testInfo.project.name}`);

  // The invited person, in their own browser, opens the e-mailed link.
  const joiner = await newPage(browser, page);
  await joiner.goto(`/admin/invite?token=${inviteToken(email)}`);
  await expect(joiner.getByText(`You are invited as Fulfilment, signing in as ${email}`)).toBeVisible();
  expect(await violations(joiner)).toEqual([]);
  await shot(joiner, `invite-${testInfo.project.name}`);
  await joiner.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await joiner.getByLabel("Repeat the password").fill(`${PASSWORD}!`);
  await joiner.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(joiner.getByText("The two passwords differ")).toBeVisible();
  await joiner.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await joiner.getByLabel("Repeat the password").fill(PASSWORD);
  await joiner.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(joiner).toHaveURL(/\/admin$/);

  const nav = joiner.getByRole("navigation", { name: "Dashboard sections", includeHidden: true });
  await expect(nav.getByRole("link", { includeHidden: true })).toHaveText(["Overview", "Orders", "Pack", "API"]);
  await openAdminScreen(joiner, "Orders");
  await joiner.getByTestId("order-row").filter({ hasText: orderEmail }).getByRole("link").first().click();
  const detail = joiner.getByTestId("order-detail");
  await expect(detail.getByRole("button", { name: "Mark fulfilled" })).toBeVisible();
  await expect(detail.getByRole("button", { name: "Refund order" })).toHaveCount(0);
  await shot(joiner, `fulfilment-order-${testInfo.project.name}`);

  // The owner makes them support: their next request finds the session ended.
  await page.reload();
  const member = page.getByTestId("staff-member").filter({ hasText: email });
  await member.getByLabel("Role").selectOption("support");
  await member.getByRole("button", { name: /Change role/ }).click();
  await expect(page.getByTestId("flash")).toContainText(`${email} is now Support`);
  await joiner.reload();
  await expect(joiner).toHaveURL(/\/admin\/login\?next=/);

  // Removal, after confirming.
  await member.getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByTestId("flash")).toHaveText(`${email} removed from the staff`);
  await expect(page.getByTestId("staff-member").filter({ hasText: email })).toHaveCount(0);
  await joiner.context().close();
});
