// The account pages' rough edges: the tax invoice names the card, not
// the charge id, carries the shop's logo, lines up Back and Print and prints on one A4 sheet; the
// orders list counts '1 item'; the account's pills never leave one alone on a row at 390 px; Qty
// and Amount stand apart; a review sent on a phone brings its 'Thank you' into view and focus.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { placeGuestOrder, signIn } from "./account-helpers";
import { expect, test } from "./fixtures";

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
}

test("the tax invoice: the card, the logo, Back and Print in line, one A4 sheet, nothing off the edge", async ({
  page,
  request,
}, testInfo) => {
  const email = `invoice-${testInfo.project.name}-${Date.now()}@example.com`;
  const number = await placeGuestOrder(request, email);
  await signIn(page, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/account/orders/${number}/invoice`);

  await expect(page.getByTestId("invoice-payment")).toHaveText("Visa •••• 4242");
  await expect(page.locator("main")).not.toContainText("test_ch_");
  await expect(page.locator("main header").getByRole("img")).toBeVisible();
  const back = await page.getByRole("link", { name: `← Back to order ${number}` }).boundingBox();
  const print = await page.getByRole("button", { name: "Print" }).boundingBox();
  expect(Math.abs(back!.y + back!.height / 2 - (print!.y + print!.height / 2))).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  // A4 is 595 × 842 points.
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
});

test("account pages at 390 px: '1 item', the pills one row that scrolls, Qty apart from Amount", async ({
  page,
  request,
}, t) => {
  const email = `polish-${t.project.name}-${Date.now()}@example.com`;
  const number = await placeGuestOrder(request, email);
  await signIn(page, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/account");
  await expect(page.getByText(/· 1 item ·/)).toBeVisible();
  await expect(page.getByText(/1 items/)).toHaveCount(0);

  // One row of pills that scrolls sideways, the page's own pill in view.
  const nav = page.getByRole("navigation", { name: "Account" });
  const tops = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
  expect(new Set(tops).size, `pill rows: ${tops.join(", ")}`).toBe(1);
  expect(await nav.evaluate((n) => n.scrollWidth > n.clientWidth)).toBe(true);
  await expect(nav.getByRole("link", { name: "Orders" })).toBeInViewport({ ratio: 1 });
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Settings" }),
  ).toBeInViewport({
    ratio: 1,
  });

  await page.goto(`/account/orders/${number}`);
  const gap = await page.locator("thead").evaluate((head) => {
    const text = (name: string) => {
      const th = [...head.querySelectorAll("th")].find((h) => h.textContent?.trim() === name)!;
      const range = document.createRange();
      range.selectNodeContents(th);
      return range.getBoundingClientRect();
    };
    return text("Amount").left - text("Qty").right;
  });
  expect(gap).toBeGreaterThanOrEqual(24);
  await expectNoViolations(page);
});

test("a review sent on a phone moves focus and the view to its 'Thank you'", async ({ page, request }, t) => {
  const email = `review-focus-${t.project.name}-${Date.now()}@example.com`;
  const number = await placeGuestOrder(request, email);
  await signIn(page, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/account/orders/${number}`);
  await page.getByText("Write a review of Basic Recovery Pack").click();
  const form = page.getByRole("form", { name: "Review of Basic Recovery Pack" });
  await form.getByRole("radio", { name: "5 stars" }).check();
  await form.getByLabel("Title").fill("Fresh legs");
  await form.getByLabel("Your review").fill("Mixed a scoop after a long ride.");
  await form.getByRole("button", { name: "Submit review" }).click();
  const thanks = page.getByTestId("review-thanks");
  await expect(thanks).toContainText("Thank you!");
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();
});
