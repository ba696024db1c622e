import { axe } from "./axe";
import { expect, ONE_WIDTH, test } from "./fixtures";
import { adminTab, placePaidOrder, signInByApi } from "./admin-helpers";

const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);

test(
  "the Overview at /admin counts a new paid order in today's and this week's takings and in To fulfil",
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    await signInByApi(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(adminTab(page, "Overview")).toHaveAttribute("aria-current", "page");
    const today = cents(await page.getByTestId("takings-today").textContent());
    const week = cents(await page.getByTestId("takings-week").textContent());
    const toFulfil = Number(await page.getByTestId("to-fulfil").textContent());

    await placePaidOrder(page, `overview-${testInfo.project.name}@example.com`);
    await page.goto("/admin");
    // Other specs may add orders meanwhile: at least this one more.
    expect(cents(await page.getByTestId("takings-today").textContent())).toBeGreaterThanOrEqual(today + 5994);
    expect(cents(await page.getByTestId("takings-week").textContent())).toBeGreaterThanOrEqual(week + 5994);
    expect(Number(await page.getByTestId("to-fulfil").textContent())).toBeGreaterThanOrEqual(toFulfil + 1);
    await expect(page.getByRole("img", { name: /^Takings, last 30 days/ })).toBeVisible();

    await page.getByRole("link", { name: /To fulfil/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=paid$/);
  },
);

test("the Overview has no accessibility violations and no sideways scroll, with its figures open", async ({ page }) => {
  await signInByApi(page);
  await page.goto("/admin");
  await page.getByText("Show the figures").click();
  await expect(page.getByRole("table", { name: "Takings per day" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});

test(
  "once stock is counted, the Overview lists the flavours at or below their threshold",
  ONE_WIDTH,
  async ({ page, baseURL }) => {
    await signInByApi(page);
    // Plenty on the shelf (the storefront is unaffected), but under a high threshold: low.
    const res = await page.request.put("/api/admin/stock/Orange%20Crush", {
      data: { onHand: 1000, threshold: 2000 },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(200);
    await page.goto("/admin");
    const low = page.getByTestId("low-stock");
    // Less whatever other specs' unpaid orders hold.
    await expect(low).toContainText(/Orange Crush: \d+ left/);
    await low.getByRole("link", { name: "Open Stock" }).click();
    await expect(page).toHaveURL(/\/admin\/stock$/);
  },
);
