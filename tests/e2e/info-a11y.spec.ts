// axe finds no violations on the information pages and the forms, including their error states.
import { axe } from "./axe";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PAGES = [
  "/about",
  "/faqs",
  "/fap",
  "/contact",
  "/terms",
  "/privacy",
  "/returns",
  "/return-form",
  "/disclaimer",
  "/success",
  "/cancel",
];

async function withPage(
  browser: Browser,
  viewport: { width: number; height: number },
  run: (page: Page) => Promise<void>,
) {
  // axe needs a context created before the page.
  const context = await browser.newContext({ viewport });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) })),
    "axe violations",
  ).toEqual([]);
}

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ browser }, testInfo) => {
    const viewport = testInfo.project.use.viewport ?? { width: 1440, height: 900 };
    await withPage(browser, viewport, async (page) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test("axe: an open FAQ answer and the forms' error states", async ({ browser }, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1440, height: 900 };
  await withPage(browser, viewport, async (page) => {
    await page.goto("/faqs");
    await page.getByRole("button", { name: "Where do you ship?" }).click();
    await expectNoViolations(page);

    await page.goto("/contact");
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expectNoViolations(page);

    await page.goto("/return-form");
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await page.getByRole("button", { name: "Submit Return Request" }).click();
    await expect(page.getByText("Please select a reason")).toBeVisible();
    await expectNoViolations(page);
  });
});
