// The System screen, for owners. It shows the instance that serves it, the
// database, e-mail, jobs, backups and media, takes a backup on demand, and says what needs doing.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { adminTab, openAdminScreen, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { insertRow, queryRows, runSql } from "./info-db";

/** Signs the page in as a new member with this role (rows written as an accepted invitation leaves them). */
async function signInAs(page: Page, role: string) {
  const id = randomUUID();
  const now = new Date().toISOString();
  insertRow("admin_users", {
    id,
    email: `${role}-${id.slice(0, 8)}@example.com`,
    password_hash: "unused: signed in by a session row",
    role,
    created_at: now,
    updated_at: now,
  });
  const session = randomBytes(32).toString("base64url");
  insertRow("sessions", {
    id_hash: createHash("sha256").update(session).digest("hex"),
    user_id: id,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await page
    .context()
    .addCookies([{ name: "shop_admin_session", value: session, url: test.info().project.use.baseURL! }]);
}

test("an owner opens System, reads the shop's health and takes a backup", async ({ page }, info) => {
  await signInByApi(page);
  await page.goto("/admin");
  await openAdminScreen(page, "System");
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(adminTab(page, "System")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "System", level: 2 })).toBeVisible();
  await expect(page.getByTestId("system-instances")).toContainText(/Running since/);
  await expect(page.getByTestId("system-database")).toContainText("SQLite (one file)");
  // Growth needs two days of samples; a new shop says so, and how often it measures.
  await expect(page.getByTestId("system-database-growth")).toHaveText(/measured on two days|Growing|Not growing/);
  // The browser suite's shop has no SMTP, and the placeholder ABN until admin-settings.spec saves one.
  const warnings = page.getByRole("list", { name: "Warnings" });
  const [details] = queryRows<{ value: string }>("select value from settings where key = 'store_details'");
  const abnSaved = (JSON.parse(details!.value) as { abn: string }).abn !== "";
  if (abnSaved) await expect(warnings).not.toContainText("placeholder ABN");
  else await expect(warnings).toContainText("placeholder ABN");
  await expect(warnings).toContainText("No SMTP_URL");
  expect((await axe(page).analyze()).violations).toEqual([]);

  const backups = page.getByTestId("system-backups");
  await backups.getByRole("button", { name: "Back up now" }).click();
  await expect(backups.getByRole("status")).toContainText(/Backup taken at \d{1,2} \w{3} \d{4}/, { timeout: 20_000 });
  await expect(backups).not.toContainText("None yet");
  await page.screenshot({ path: `/tmp/defects-shots/admin-system-${info.project.name}.png`, fullPage: true });
});

test.describe("a failure", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("a 500 met on a client-side navigation shows its Reference, the response's request id", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin");
    // The System screen's loader fails for real: the table its growth is read from is away.
    runSql("alter table database_sizes rename to database_sizes_away");
    try {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/system.data");
      await openAdminScreen(page, "System");
      const res = await answered;
      expect(res.status()).toBe(500);
      const id = res.headers()["x-request-id"];
      expect(id).toBeTruthy();
      const error = page.getByTestId("screen-error");
      await expect(error).toContainText("System could not be loaded");
      await expect(error.getByTestId("error-reference")).toHaveText(`Reference: ${id}`);
    } finally {
      runSql("alter table database_sizes_away rename to database_sizes");
    }
  });
});

test.describe("other roles", () => {
  // The refusal itself, and the plain forbidden page's missing favicon.
  test.use({ expectedConsoleErrors: [/status of 40[34]/] });

  test("a manager (not an owner) is refused the System screen with the shop's 403 page", async ({ page }) => {
    await signInAs(page, "manager");
    const res = await page.goto("/admin/system");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
    await expect(page.getByText("Your role (Manager) does not include this screen.")).toBeVisible();
    expect((await page.request.get("/api/admin/system")).status()).toBe(403);
    // Nor is it offered in the sidebar.
    await page.goto("/admin");
    await expect(adminTab(page, "Orders")).toHaveCount(1);
    await expect(adminTab(page, "System")).toHaveCount(0);
  });
});
