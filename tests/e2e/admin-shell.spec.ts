// The admin's frame. On a desktop a grouped sidebar, on a phone the same navigation in a
// menu; every screen one or two clicks away at every width, nothing scrolling sideways, the current
// screen marked, badges for work waiting, and sign-in returning to the page that asked for it.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { ADMIN_SCREENS } from "../../app/components/admin/shell/admin-screens";
import { E2E_ADMIN, adminTab, signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";

const WIDTHS = [360, 390, 768, 1440, 1920];
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const menu = (page: Page) => page.getByRole("dialog", { name: "Admin menu" });

async function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const width of WIDTHS) {
  test(`at ${width} px every screen is one or two clicks away, marked when open, with no sideways scroll`, async ({
    page,
  }, info) => {
    test.skip(onPhone(info) !== width < 1024, "each width once");
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page);
    await page.goto("/admin");
    const phone = width < 1024;
    await expect(menuButton(page)).toBeVisible({ visible: phone });
    for (const s of ADMIN_SCREENS) {
      let clicks = 0;
      if (phone) {
        await menuButton(page).click();
        clicks++;
      }
      const nav = phone ? menu(page) : page.getByRole("navigation", { name: "Dashboard sections" });
      await nav.getByRole("link", { name: s.label, exact: true }).click();
      clicks++;
      expect(clicks).toBeLessThanOrEqual(2);
      await expect(page).toHaveURL(new RegExp(`${s.path}$`));
      await expect(adminTab(page, s.label)).toHaveAttribute("aria-current", "page");
      await expect(menu(page)).toHaveCount(0);
      expect(await sidewaysScroll(page), `${s.path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test("the sidebar groups the screens under labels, with the member, View Store and Logout at its foot", async ({
  page,
}, info) => {
  test.skip(onPhone(info), "the desktop sidebar");
  await signInByApi(page);
  await page.goto("/admin/stock");
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  await expect(nav.getByRole("group", { name: "Catalogue" }).getByRole("link")).toHaveText([
    "Products",
    "Stock",
    "Recall",
    "Reviews",
    "Promotions",
  ]);
  await expect(nav.getByRole("group", { name: "Sales" }).getByRole("link")).toHaveText([
    "Orders",
    "Pack",
    "Returns",
    "Subscriptions",
  ]);
  await expect(nav.getByRole("link", { name: "Stock" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("signed-in-member")).toHaveText(E2E_ADMIN.email);
  await expect(page.getByText("Owner", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Store" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.screenshot({ path: "/tmp/defects-shots/admin-shell-1440.png" });
});

test("on a phone the menu keeps focus inside, closes on Escape, and holds the page behind still", async ({
  page,
}, info) => {
  test.skip(!onPhone(info), "the phone menu");
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page);
  await page.goto("/admin/orders");
  await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toHaveCount(0);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.screenshot({ path: "/tmp/defects-shots/admin-shell-390-menu.png" });

  // Tab and Shift+Tab go round inside the menu.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await menu(page).evaluate((m) => m.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await menu(page).evaluate((m) => m.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

  // The backdrop closes it too; choosing a screen goes there and closes it.
  await menuButton(page).click();
  await page.getByTestId("admin-menu-backdrop").click({ position: { x: 370, y: 400 } });
  await expect(menu(page)).toHaveCount(0);
  await menuButton(page).click();
  await menu(page).getByRole("link", { name: "Stock", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/stock$/);
  await expect(menu(page)).toHaveCount(0);
  await expect(page.getByTestId("admin-current-screen")).toHaveText("Stock");
});

test("a new message shows as a badge beside Messages without a reload", async ({ page }, info) => {
  await signInByApi(page);
  await page.goto("/admin/products");
  const badge = page.getByTestId("badge-messages");
  const before = Number((await badge.count()) ? await badge.first().textContent() : 0);
  const res = await page.request.post("/api/contact", {
    data: {
      name: "Badge Tester",
      email: `badge-${info.project.name}@example.com`,
      subject: "Live badge",
      message: "Does the admin see this at once?",
    },
  });
  expect(res.status()).toBe(201);
  await expect(badge).toHaveText(String(before + 1), { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Product Management" })).toBeVisible();
});

test("signing in returns to the admin page that asked for it", async ({ page }) => {
  await page.goto("/admin/messages");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fmessages$/);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("heading", { name: "Messages", level: 2 })).toBeVisible();

  // A link that names another site lands on the Overview instead. The admin page is left first:
  // its live updates, asked for after the cookies were cleared, would rightly be refused (401).
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/admin/login?next=https%3A%2F%2Fevil.example%2Fadmin");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("at 1440 × 900 the whole sidebar fits; where the menu must scroll, its edge shades to say so", async ({
  page,
}, info) => {
  await signInByApi(page);
  if (!onPhone(info)) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/admin");
    const scroller = page.getByRole("complementary").getByTestId("admin-nav-scroller");
    expect(await scroller.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    for (const name of ["Staff", "Audit log", "API", "System"])
      await expect(page.getByRole("complementary").getByRole("link", { name, exact: true })).toBeInViewport({
        ratio: 1,
      });
    return;
  }
  // A phone held sideways: too short for every screen, so the list scrolls and shades its foot.
  await page.setViewportSize({ width: 740, height: 360 });
  await page.goto("/admin");
  await menuButton(page).click();
  const scroller = menu(page).getByTestId("admin-nav-scroller");
  expect(await scroller.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(0);
  const shades = await scroller.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(shades).toContain("radial-gradient");
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(menu(page).getByRole("link", { name: "System", exact: true })).toBeInViewport({ ratio: 1 });
});
