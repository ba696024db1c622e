// The Audit tab: a change made on another screen shows on it with who made it and the
// before → after; the filters narrow it; the CSV download holds the filtered entries; axe finds
// nothing and a 360 px phone never scrolls sideways.
import { readFile } from "node:fs/promises";
import { axe } from "./axe";
import { E2E_ADMIN, openAdminScreen, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

const SHOTS = process.env.AUDIT_SHOTS_DIR;

test("a staff change shows in the Audit tab, filters narrow it, the CSV holds it", async ({ page }, info) => {
  await signInByApi(page);
  // A promo code of this run's own, made and switched off on the Promotions screen.
  await page.goto("/admin/promotions");
  const form = page.getByRole("form", { name: "New code" });
  const code = `AUDIT${info.project.name.toUpperCase()}${Date.now() % 1_000_000}`;
  await form.getByLabel("Code").fill(code);
  await form.getByLabel("Percentage (1–100)").fill("12");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByTestId("flash")).toHaveText(`Code ${code} created`);
  const row = page.getByTestId("promo-row").filter({ hasText: code });
  await row.getByRole("button", { name: /Switch off/ }).click();
  await expect(row).toContainText("Inactive");

  await openAdminScreen(page, "Audit log");
  await expect(page.getByRole("heading", { name: "Audit log", level: 2 })).toBeVisible();
  const toggled = page.getByTestId("audit-entry").filter({ hasText: `Code ${code} turned off` });
  await expect(toggled).toContainText(E2E_ADMIN.email);
  await expect(toggled.getByTestId("audit-action")).toHaveText("Promo code switched on or off");
  await expect(toggled.getByRole("definition")).toHaveText(/was Yes\s*→\s*now No/);
  await expect(toggled.locator("time")).toHaveText(/AE[DS]T$/);
  await expect(page.getByTestId("audit-entry").filter({ hasText: `Created code ${code}` })).toBeVisible();

  // Narrow to this staff member's promo switches on today's shop day.
  const today = await toggled.locator("time").getAttribute("datetime");
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(today!));
  await page.getByLabel("Staff member").selectOption({ label: E2E_ADMIN.email });
  await page.getByLabel("Kind").selectOption({ label: "Promotions" });
  await page.getByLabel("Action").selectOption("promotion.toggle");
  await page.getByLabel("From").fill(day);
  await page.getByLabel("To", { exact: true }).fill(day);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/type=promotion&action=promotion\.toggle/);
  await expect(toggled).toBeVisible();
  const actions = await page.getByTestId("audit-action").allTextContents();
  expect(new Set(actions)).toEqual(new Set(["Promo code switched on or off"]));

  if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-${info.project.name}.png`, fullPage: true });
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe('"When (Australia/Sydney)","Staff member","Action","Kind","Item","Summary","Changes"');
  expect(lines.slice(1).every((l) => l.includes('"promotion.toggle"'))).toBe(true);
  expect(lines.find((l) => l.includes(`"${code}"`))).toContain(`"Code ${code} turned off","active: Yes → No"`);
});

test("a date range that ends before it starts is refused beside the field", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/audit?from=2026-05-02&to=2026-05-01");
  await expect(page.getByText("The start date is after the end date")).toBeVisible();
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Fix the filter to see entries.")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
