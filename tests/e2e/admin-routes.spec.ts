// Every admin screen has its own address: opened directly, reloaded, and reached by
// back and forward, it shows the same screen; the old ?tab= links land on it.
import type { Page } from "@playwright/test";
import { ADMIN_SCREENS } from "../../app/components/admin/shell/admin-screens";
import { adminTab, openAdminScreen, placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";
import { insertRow } from "./info-db";

// The screens as the app lists them, with the heading each one shows.
const HEADINGS: Record<(typeof ADMIN_SCREENS)[number]["tab"], string> = {
  overview: "Overview",
  analytics: "Analytics",
  products: "Product Management",
  videos: "Video Management",
  demo: "Product Demo",
  orders: "Orders",
  pack: "Pack orders",
  stock: "Stock",
  recall: "Recall",
  promotions: "Promotions",
  content: "Content",
  returns: "Return Requests",
  messages: "Messages",
  customers: "Customers",
  reviews: "Reviews",
  subscriptions: "Subscriptions",
  settings: "Business details",
  api: "API reference",
  staff: "Staff",
  audit: "Audit log",
  system: "System",
};
const SCREENS = ADMIN_SCREENS.map((s) => ({ key: s.tab, path: s.path, tab: s.label, heading: HEADINGS[s.tab] }));
const OVERVIEW = SCREENS.find((s) => s.key === "overview")!;
// The old dashboard's default tab (docs/spec.md §2).
const DASHBOARD = SCREENS.find((s) => s.key === "products")!;

async function expectScreen(page: Page, s: (typeof SCREENS)[number]) {
  await expect(page).toHaveURL(new RegExp(`${s.path}$`));
  await expect(page.getByRole("heading", { name: s.heading, exact: true, level: 2 })).toBeVisible();
  await expect(adminTab(page, s.tab)).toHaveAttribute("aria-current", "page");
  await expect(page.locator('nav a[aria-current="page"]')).toHaveCount(1);
}

test("each admin screen opens by its address and survives a reload", ONE_WIDTH, async ({ page }) => {
  // Every screen, opened and reloaded: two page loads each (it ran out of 30 s on a busy machine).
  test.setTimeout(90_000);
  await signInByApi(page);
  for (const s of SCREENS) {
    await page.goto(s.path);
    await expectScreen(page, s);
    await page.reload();
    await expectScreen(page, s);
  }
});

test("the tab strip moves between screens, and back and forward retrace them", ONE_WIDTH, async ({ page }) => {
  // Every screen three times over (open, back, forward): more than 30 s on a busy machine now there are 20.
  test.setTimeout(90_000);
  await signInByApi(page);
  await page.goto(OVERVIEW.path);
  await expectScreen(page, OVERVIEW);
  for (const s of SCREENS.slice(1)) {
    await openAdminScreen(page, s.tab);
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

test(
  "/admin is the Overview, and the old dashboard links open the screen's own address",
  ONE_WIDTH,
  async ({ page }) => {
    // Every screen once more: 30 s ran out with the two projects side by side on two cores.
    test.setTimeout(90_000);
    await signInByApi(page);
    await page.goto("/admin");
    await expectScreen(page, OVERVIEW);
    await page.goto("/admin/dashboard");
    await expectScreen(page, DASHBOARD);
    for (const s of SCREENS.filter((x) => x !== OVERVIEW)) {
      await page.goto(`/admin/dashboard?tab=${s.key}`);
      await expectScreen(page, s);
    }
  },
);

test("signed out, every screen's address goes to the sign-in page", ONE_WIDTH, async ({ page }) => {
  for (const s of [...SCREENS, { path: "/admin/products/new" }, { path: "/admin/products/one-and-done" }]) {
    await page.goto(s.path);
    // Signing in will return to it.
    await expect(page).toHaveURL(/\/admin\/login(\?next=%2Fadmin.*)?$/);
  }
});

test.describe("the Orders screen", () => {
  // A refused tracking number is answered 400, which Chromium reports on the console.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("an order's screen fits a 360 px phone without scrolling sideways", ONE_WIDTH, async ({ page }, testInfo) => {
    const number = await placePaidOrder(page, `narrow-${testInfo.project.name}-${Date.now()}@example.com`);
    await signInByApi(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/admin/orders/${number}`);
    await expect(page.getByTestId("order-detail").getByRole("heading", { name: number })).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth!);
  });

  test(
    "an order's screen and the filtered list open by address; fulfil posts to the screen and Back returns to the list",
    ONE_WIDTH,
    async ({ page }, testInfo) => {
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
      await expect(
        detail.getByText("Use at least 3 letters, digits, spaces and hyphens, or leave it empty when untracked"),
      ).toBeVisible();
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
    },
  );
});

test.describe("the product form", () => {
  // A taken ID is answered 409, which Chromium reports on the console.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test(
    "opens by its address for a new and an existing product, survives a reload, and back and forward retrace it",
    ONE_WIDTH,
    async ({ page }) => {
      await signInByApi(page);
      const add = page.getByRole("form", { name: "Add product" });
      const edit = page.getByRole("form", { name: "Edit product" });

      await page.goto("/admin/products/new");
      await expect(add.getByLabel("ID")).toHaveValue(/^new-product-/);
      await expect(adminTab(page, "Products")).toHaveAttribute("aria-current", "page");
      await page.reload();
      await expect(add.getByLabel("ID")).toHaveValue(/^new-product-/);
      // The route's action checks the draft with the API's service: a taken ID comes back beside its field.
      await add.getByLabel("ID").fill("one-and-done");
      await add.getByRole("button", { name: "Save Product" }).click();
      await expect(add.getByText("ID is already in use")).toBeVisible();
      await expect(page.getByTestId("flash")).toHaveText("A product with ID one-and-done already exists");
      await expect(page).toHaveURL(/\/admin\/products\/new$/);

      // A shared link to a product opens its form.
      await page.goto("/admin/products/one-and-done");
      await expect(edit.getByLabel("ID")).toHaveValue("one-and-done");
      await page.reload();
      await expect(edit.getByLabel("ID")).toHaveValue("one-and-done");

      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(edit).toHaveCount(0);
      await page
        .locator('[data-product-id="one-and-done"]')
        .getByRole("link", { name: /^Edit / })
        .click();
      await expect(page).toHaveURL(/\/admin\/products\/one-and-done$/);
      await expect(edit.getByLabel("ID")).toHaveValue("one-and-done");
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(edit).toHaveCount(0);
      await page.goForward();
      await expect(edit.getByLabel("ID")).toHaveValue("one-and-done");
    },
  );
});

test.describe("an order that does not exist", () => {
  // The page answers 404, which Chromium reports on the console.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("says so inside the Orders screen, by address and by a client navigation", ONE_WIDTH, async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/orders/RR-ZZZZZZ");
    await expect(page.getByTestId("screen-error")).toContainText("Order RR-ZZZZZZ not found");
    await expect(adminTab(page, "Orders")).toHaveAttribute("aria-current", "page");
    await openAdminScreen(page, "Orders");
    await expect(page.getByTestId("screen-error")).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId("screen-error")).toContainText("Order RR-ZZZZZZ not found");
  });

  test("a product that does not exist says so below the product grid", ONE_WIDTH, async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/products/no-such-product");
    await expect(page.getByTestId("screen-error")).toContainText("Product with ID no-such-product not found");
    await expect(page.getByTestId("admin-product-tile").first()).toBeVisible();
  });
});

test("a message's status set on the Messages screen is kept across a reload", ONE_WIDTH, async ({ page }, testInfo) => {
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
