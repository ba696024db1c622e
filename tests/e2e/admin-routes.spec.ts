// Every admin screen has its own address: opened directly, reloaded, and reached by
// back and forward, it shows the same screen; the old ?tab= links land on it.
import type { Page } from "@playwright/test";
import { adminTab, placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { insertRow } from "./info-db";

const SCREENS = [
  { path: "/admin/products", tab: "Products", heading: "Product Management" },
  { path: "/admin/videos", tab: "Video Manager", heading: "Video Management" },
  { path: "/admin/demo", tab: "Product Demo", heading: "Product Demo" },
  { path: "/admin/orders", tab: "Orders", heading: "Orders" },
  { path: "/admin/stock", tab: "Stock", heading: "Stock" },
  { path: "/admin/promotions", tab: "Promotions", heading: "Promotions" },
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
    ["stock", SCREENS[4]],
    ["promotions", SCREENS[5]],
    ["returns", SCREENS[6]],
    ["messages", SCREENS[7]],
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

test.describe("the Orders screen", () => {
  // A refused tracking number is answered 400, which Chromium reports on the console.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("an order's screen and the filtered list open by address; fulfil posts to the screen and Back returns to the list", async ({
    page,
  }, testInfo) => {
    const email = `routes-${testInfo.project.name}-${Date.now()}@example.com`;
    const number = await placePaidOrder(page, email);
    await signInByApi(page);

    // The filter lives in the address: opened directly, reloaded, it is the same list.
    await page.goto(`/admin/orders?status=paid&q=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await expect(page.getByLabel("Status")).toHaveValue("paid");
    await expect(page.getByLabel("Search")).toHaveValue(email);
    await page.reload();
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await expect(page.getByLabel("Status")).toHaveValue("paid");

    await page.getByRole("link", { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}\\?status=paid&q=`));
    const detail = page.getByTestId("order-detail");
    await expect(detail.getByRole("heading", { name: number })).toBeVisible();
    await page.reload();
    await expect(detail.getByRole("heading", { name: number })).toBeVisible();
    await expect(page.getByTestId("order-row")).toHaveCount(1);

    // The action checks the same rule as the API, and the list and detail follow the change.
    await detail.getByLabel("Tracking number").fill("x");
    await detail.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(detail.getByText("Enter a tracking number")).toBeVisible();
    await detail.getByLabel("Tracking number").fill("AP123456789");
    await detail.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(page.getByText(`Order ${number} marked fulfilled; the customer has been e-mailed`)).toBeVisible();
    await expect(detail.getByTestId("order-status")).toHaveText("Fulfilled");
    await expect(detail).toContainText("Marked fulfilled, tracking number AP123456789");
    // Still filtered to paid orders, the list no longer holds it once reloaded by the revalidation.
    await expect(page.getByTestId("order-row")).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/orders\?status=paid&q=/);
    await expect(page.getByTestId("order-detail")).toHaveCount(0);
    await page.goForward();
    await expect(detail.getByRole("heading", { name: number })).toBeVisible();

    // Changing the filter changes the address.
    await page.goto(`/admin/orders/${number}`);
    await page.getByLabel("Status").selectOption("fulfilled");
    await expect(page).toHaveURL(/\/admin\/orders\?q=&status=fulfilled$|\/admin\/orders\?status=fulfilled/);
    await expect(page.getByTestId("order-row").filter({ hasText: number })).toHaveCount(1);
  });
});

test.describe("an order that does not exist", () => {
  // The page answers 404, which Chromium reports on the console.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("says so inside the Orders screen, by address and by a client navigation", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/orders/RR-ZZZZZZ");
    await expect(page.getByTestId("screen-error")).toContainText("Order RR-ZZZZZZ not found");
    await expect(adminTab(page, "Orders")).toHaveAttribute("aria-current", "page");
    await adminTab(page, "Orders").click();
    await expect(page.getByTestId("screen-error")).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId("screen-error")).toContainText("Order RR-ZZZZZZ not found");
  });
});

test("a message's status set on the Messages screen is kept across a reload", async ({ page }, testInfo) => {
  const at = new Date().toISOString();
  const subject = `Routes check ${testInfo.project.name} ${Date.now()}`;
  insertRow("contact_messages", {
    id: `routes-message-${testInfo.project.name}-${Date.now()}`,
    name: "Rory Routes",
    email: "routes@example.com",
    subject,
    message: "Hello",
    status: "new",
    created_at: at,
    updated_at: at,
  });
  await signInByApi(page);
  await page.goto("/admin/messages");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(item.getByLabel("Status")).toHaveValue("new");
  await item.getByLabel("Status").selectOption("in_progress");
  await expect(page.getByTestId("flash")).toHaveText("Marked as in progress");
  await page.reload();
  await expect(item.getByLabel("Status")).toHaveValue("in_progress");
  await expect(item).toContainText("In progress");
});
