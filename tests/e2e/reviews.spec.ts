// Reviews by verified buyers in the browser: a shopper signed in by the code from the
// outbox writes a review from the order page (the empty form refused first), staff approve it on
// the admin's Reviews screen, and a visitor sees the stars on the home page's card, the summary,
// the review itself (loaded on demand) and the JSON-LD on the product page. axe on each step.
import { axe } from "./axe";
import type { Page, TestInfo } from "@playwright/test";
import { placeGuestOrder, signIn } from "./account-helpers";
import { signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";

const SHOTS = process.env.SHOTS_DIR;
const RATED = /^Rated \d\.\d out of 5 from \d+ reviews?$/;

async function shot(page: Page, name: string, info: TestInfo) {
  if (!SHOTS) return;
  const width = onPhone(info) ? 390 : 1440;
  if (page.viewportSize()!.width !== width) await page.setViewportSize({ width, height: page.viewportSize()!.height });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
}

// The refused empty review answers 400, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 400/] });

test("a verified buyer's review, approved by staff, shows on the storefront with its JSON-LD", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const project = testInfo.project.name;
  const email = `reviewer-${project}@example.com`;
  const title = `Great after long rides (${project})`;
  const number = await placeGuestOrder(request, email);

  // The shopper writes the review from the order page.
  await signIn(page, email);
  await page.goto(`/account/orders/${number}`);
  await page.getByText("Write a review of Basic Recovery Pack").click();
  const form = page.getByRole("form", { name: "Review of Basic Recovery Pack" });
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expectNoViolations(page);
  await form.getByRole("radio", { name: "5 stars" }).check();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Your review").fill("Mixed a scoop after a 100 km ride.\nLegs felt fresh the next day.");
  await form.getByLabel("First name").fill("Robin");
  await shot(page, "review-form", testInfo);
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Thank you! Your review will appear")).toBeVisible();
  await expect(page.getByTestId("own-review")).toContainText("Waiting for approval");
  await expectNoViolations(page);
  await shot(page, "review-pending", testInfo);

  // Staff approve it.
  await page.context().clearCookies();
  await signInByApi(page);
  await page.goto("/admin/reviews?status=pending");
  const card = page.getByTestId("admin-review").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expectNoViolations(page);
  await shot(page, "admin-reviews", testInfo);
  await card.getByRole("button", { name: `Approve review “${title}”` }).click();
  await expect(page.getByTestId("flash")).toHaveText(/Review approved/);
  // It has left the Pending list; staff reply to it under All.
  await expect(card).toHaveCount(0);
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(card).toContainText("Approved");
  await card.getByLabel("Reply publicly (optional)").fill("Thanks Robin, ride safe!");
  await card.getByRole("button", { name: "Save reply" }).click();
  await expect(page.getByTestId("flash")).toHaveText(/Reply saved/);
  await expectNoViolations(page);

  // A visitor (no session: the cached pages) sees it.
  await page.context().clearCookies();
  await page.goto("/");
  const productCard = page.getByTestId("product-card").filter({ hasText: "Basic Recovery Pack" });
  await expect(productCard.getByRole("img", { name: RATED })).toBeVisible();
  await expectNoViolations(page);
  await shot(page, "home-stars", testInfo);

  await page.goto("/products/one-and-done");
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "Product")!;
  expect(product.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
  expect((product.review as { name: string }[]).map((r) => r.name)).toContain(title);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByRole("img", { name: RATED })).toBeVisible();
  await reviews.getByRole("button", { name: "Show reviews" }).click();
  const mine = reviews.getByTestId("review").filter({ hasText: title });
  await expect(mine).toContainText("Legs felt fresh the next day.");
  await expect(mine).toContainText("Robin, verified buyer");
  await expect(mine).toContainText("Thanks Robin, ride safe!");
  await expectNoViolations(page);
  await mine.scrollIntoViewIfNeeded();
  await shot(page, "product-reviews", testInfo);
});
