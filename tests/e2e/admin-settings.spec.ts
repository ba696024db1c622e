// Business details (owners): the Overview's checklist asks for the ABN, the owner saves the details
// (a bad ABN is refused first, with its message), the checklist's item is gone, and a manager is
// refused the screen. axe over the screen; screenshots for review when SETTINGS_SHOTS is set.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { ABN_MESSAGES } from "../../core/store-details";
import { openAdminScreen, signInByApi } from "./admin-helpers";
import { expect, hydrated, ONE_WIDTH, test } from "./fixtures";
import { queryRows } from "./info-db";

const violations = async (page: Page) => (await axe(page).analyze()).violations;

async function shot(page: Page, name: string) {
  const dir = process.env.SETTINGS_SHOTS;
  if (!dir) return;
  // Phones are reviewed at 390 px (the project tests at 360).
  const size = page.viewportSize()!;
  if (size.width < 400) await page.setViewportSize({ width: 390, height: size.height });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  await page.setViewportSize(size);
}

// The refused save answers 400, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 400/] });

test(
  "the owner saves the business details; the checklist's ABN item goes; a manager is refused",
  ONE_WIDTH,
  async ({ page, browser }, testInfo) => {
    await signInByApi(page);
    await page.goto("/admin");
    const checklist = page.getByTestId("setup-checklist");
    await expect(checklist).toContainText("Add your ABN so tax invoices are valid");

    await checklist.getByRole("link", { name: "Add your ABN" }).click();
    await expect(page).toHaveURL(/\/admin\/settings#abn$/);
    await expect(page.getByRole("heading", { name: "Business details", level: 2 })).toBeVisible();
    // About saving and refusing the details, not early input: the form shows a refused field's
    // message through the client (without scripts it is not shown, a known gap).
    await hydrated(page);
    await page.getByLabel("Legal name").fill("Rebound Recovery Pty Ltd");
    await page.getByLabel("Business address").fill("1 Example Street\nPerth WA 6000");
    await page.getByLabel("Support phone").fill("08 9000 0000");
    await page.getByLabel("ABN", { exact: true }).fill("51 824 753 557");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText(ABN_MESSAGES.checksum)).toBeVisible();
    await expect(page.getByLabel("ABN", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "nothing was saved" })).toBeVisible();

    await page.getByLabel("ABN", { exact: true }).fill("51 824 753 556");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByTestId("flash")).toHaveText("Business details saved");
    await expect(page.getByLabel("ABN", { exact: true })).toHaveValue("51 824 753 556");
    await expect(page.getByText(ABN_MESSAGES.checksum)).toHaveCount(0);
    await page.waitForTimeout(3200); // the flash fades; axe then sees the settled screen
    expect(await violations(page)).toEqual([]);
    await shot(page, `settings-${testInfo.project.name}`);

    await openAdminScreen(page, "Overview");
    await expect(page.getByRole("heading", { name: "Overview", level: 2 })).toBeVisible();
    await expect(page.getByTestId("setup-checklist")).not.toContainText("Add your ABN");
    await expect(page.getByTestId("setup-checklist")).not.toContainText("Check your business details");

    // A manager, in their own browser: no Business details in the menu, and the address refused.
    const email = `mgr-settings-${testInfo.project.name}-${Date.now()}@example.com`;
    const invited = await page.request.post("/admin/staff", {
      form: { intent: "invite", email, role: "manager" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(invited.status()).toBe(200);
    const [row] = queryRows<{ text: string }>(
      'select text from mail_outbox where "to" = ? order by created_at desc limit 1',
      email,
    );
    const token = /token=([\w-]+)/.exec(row!.text)![1]!;
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() });
    const manager = await context.newPage();
    await manager.goto(`/admin/invite?token=${token}`);
    await manager.getByLabel("Password", { exact: true }).fill("a long staff password");
    await manager.getByLabel("Repeat the password").fill("a long staff password");
    await manager.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(manager).toHaveURL(/\/admin$/);
    await expect(manager.getByTestId("setup-checklist")).toHaveCount(0);
    const nav = manager.getByRole("navigation", { name: "Dashboard sections", includeHidden: true });
    await expect(nav.getByRole("link", { name: "Business details", includeHidden: true })).toHaveCount(0);
    const refused = await manager.goto("/admin/settings");
    expect(refused?.status()).toBe(403);
    await expect(manager.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
    await context.close();
  },
);
