// Every admin screen has its own address: opened directly, reloaded, and reached by
// back and forward, it shows the same screen; the old ?tab= links land on it.
import type { Page } from "@playwright/test";
import { adminTab, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

const SCREENS = [
  { path: "/admin/products", tab: "Products", heading: "Product Management" },
  { path: "/admin/videos", tab: "Video Manager", heading: "Video Management" },
  { path: "/admin/demo", tab: "Product Demo", heading: "Product Demo" },
  { path: "/admin/orders", tab: "Orders", heading: "Orders" },
  { path: "/admin/returns", tab: "Returns", heading: "Return Requests" },
  { path: "/admin/messages", tab: "Messages", heading: "Messages" },
] as const;

async function expectScreen(page: Page, s: (typeof SCREENS)[number]) {
  await expect(page).toHaveURL(new RegExp(`${s.path}$`));
  await expect(page.getByRole("heading", { name: s.heading, exact: true, level: 2 })).toBeVisible();
  await expect(adminTab(page, s.tab)).toHaveAttribute("aria-current", "page");
  await expect(page.locator('nav a[aria-current="page"]')).toHaveCount(1);
}

test("each admin screen opens by its address and survives a reload", async ({ page }) => {
  await signInByApi(page);
  for (const s of SCREENS) {
    await page.goto(s.path);
    await expectScreen(page, s);
    await page.reload();
    await expectScreen(page, s);
  }
});

test("the tab strip moves between screens, and back and forward retrace them", async ({ page }) => {
  await signInByApi(page);
  await page.goto(SCREENS[0].path);
  await expectScreen(page, SCREENS[0]);
  for (const s of SCREENS.slice(1)) {
    await adminTab(page, s.tab).click();
    await expectScreen(page, s);
  }
  for (const s of [...SCREENS].reverse().slice(1)) {
    await page.goBack();
    await expectScreen(page, s);
  }
  for (const s of SCREENS.slice(1)) {
    await page.goForward();
    await expectScreen(page, s);
  }
});

test("/admin and the old dashboard links open the screen's own address", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin");
  await expectScreen(page, SCREENS[0]);
  await page.goto("/admin/dashboard");
  await expectScreen(page, SCREENS[0]);
  for (const [tab, s] of [
    ["videos", SCREENS[1]],
    ["demo", SCREENS[2]],
    ["orders", SCREENS[3]],
    ["returns", SCREENS[4]],
    ["messages", SCREENS[5]],
  ] as const) {
    await page.goto(`/admin/dashboard?tab=${tab}`);
    await expectScreen(page, s);
  }
});

test("signed out, every screen's address goes to the sign-in page", async ({ page }) => {
  for (const s of SCREENS) {
    await page.goto(s.path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});
