// A visit from a campaign link, an add-to-cart on a product page and a paid order, made
// here in a real browser, show on the Analytics screen; the screen is axe clean at 390 and 1440 px.
import { axe } from "./axe";
import type { APIRequestContext, Page } from "@playwright/test";
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";

const SHOTS = process.env.SHOTS_DIR;

type Totals = { orders: number; addToCarts: number; renewals: number };

async function todayFigures(request: APIRequestContext): Promise<{ totals: Totals; today: Totals; converted: number }> {
  const res = await request.get("/api/admin/analytics");
  expect(res.status()).toBe(200);
  const r = (await res.json()) as { totals: Totals; days: Totals[]; funnel: { count: number }[] };
  return { totals: r.totals, today: r.days.at(-1)!, converted: r.funnel.at(-1)!.count };
}

/** The screen's figures are written from the beacons' buffer once a second. */
async function openAnalytics(page: Page) {
  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 2 })).toBeVisible();
}

test("a visit, an add-to-cart and a paid order made here show on the Analytics screen", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const width = onPhone(info) ? 390 : 1440;
  await page.setViewportSize({ width, height: 900 });
  await signInByApi(page);
  const before = await todayFigures(page.request);

  // The shopper: their own browser, with no staff cookie, arriving from a campaign link.
  const shopperContext = await browser.newContext({ ...info.project.use, viewport: { width, height: 900 } });
  const shopper = await shopperContext.newPage();
  const campaign = `e2e-${info.project.name}-${Date.now()}`;
  await shopper.goto(`/products/one-and-done?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await shopper.getByRole("button", { name: "Add to Cart" }).click();
  await expect(shopper.getByTestId("cart-drawer")).toBeVisible();
  await expect(shopper.context().cookies()).resolves.toEqual([]);
  await placePaidOrder(shopper, `analytics-${info.project.name}@example.com`);
  await shopperContext.close();

  await expect
    .poll(async () => (await todayFigures(page.request)).today.addToCarts, { timeout: 10_000 })
    .toBe(before.today.addToCarts + 1);
  await openAnalytics(page);
  await expect(page.getByTestId("analytics-orders")).toHaveText(String(before.totals.orders + 1));
  const campaigns = page.getByTestId("analytics-campaigns");
  await expect(campaigns.getByRole("row", { name: new RegExp(campaign) })).toContainText("newsletter");
  await expect(page.getByTestId("analytics-funnel").getByRole("row", { name: /^Paid/ })).toContainText(
    String(before.converted + 1),
  );
  // Renewals are a line of their own, never a step of the funnel.
  await expect(page.getByTestId("analytics-renewals")).toHaveText(String(before.totals.renewals));
  await expect(page.getByTestId("analytics-funnel").getByRole("row", { name: /renewal/i })).toHaveCount(0);
  await page.getByText("Show the figures by day").click();
  const today = page.getByTestId("analytics-days").getByRole("row").last();
  await expect(today.getByRole("cell").nth(2)).toHaveText(String(before.today.addToCarts + 1));
  await expect(page.getByTestId("analytics-products").getByRole("row", { name: /Basic Recovery Pack/ })).toBeVisible();

  const results = await axe(page).analyze();
  expect(results.violations).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/analytics-${width}.png`, fullPage: true });

  // The CSV of the same range downloads.
  const csv = await page.request.get((await page.getByTestId("analytics-csv").getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect((await csv.text()).split("\r\n")[0]).toBe(
    "Day,Visitors,Page views,Product views,Added to cart,Checkouts started,Paid orders,Revenue (AUD),Renewals,Recurring revenue (AUD)",
  );
});

test("a range that cannot be read is refused with a message, and the default range shown", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin/analytics?from=2026-11-10&to=2026-11-01");
  await expect(page.getByText("The start date must be on or before the end date")).toBeVisible();
  await expect(page.getByTestId("analytics-period")).toBeVisible();
});
