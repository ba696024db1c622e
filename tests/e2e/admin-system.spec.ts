// Issue 27, item 6: the System screen, for owners. It shows the instance that serves it, the
// database, e-mail, jobs, backups and media, takes a backup on demand, and says what needs doing.
import AxeBuilder from "@axe-core/playwright";
import { adminTab, openAdminScreen, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("an owner opens System, reads the shop's health and takes a backup", async ({ page }, info) => {
  await signInByApi(page);
  await page.goto("/admin");
  await openAdminScreen(page, "System");
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(adminTab(page, "System")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "System", level: 2 })).toBeVisible();
  await expect(page.getByTestId("system-instances")).toContainText(/Running since/);
  await expect(page.getByTestId("system-database")).toContainText("SQLite (one file)");
  // The browser suite's shop has no SMTP and the placeholder ABN: both are said.
  const warnings = page.getByRole("list", { name: "Warnings" });
  await expect(warnings).toContainText("placeholder ABN");
  await expect(warnings).toContainText("No SMTP_URL");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const backups = page.getByTestId("system-backups");
  await backups.getByRole("button", { name: "Back up now" }).click();
  await expect(backups.getByRole("status")).toContainText(/Backup \w+ taken/, { timeout: 20_000 });
  await expect(backups).not.toContainText("None yet");
  await page.screenshot({ path: `/tmp/defects-shots/admin-system-${info.project.name}.png`, fullPage: true });
});
