import { expect, test } from "./fixtures";

test("the home page shows the three seeded products with their prices", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/\| Rebound$/);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText("Basic Recovery Pack");
  await expect(cards.nth(0)).toContainText("$49.99");
  await expect(cards.nth(1)).toContainText("Dynamic Duo Recovery");
  await expect(cards.nth(1)).toContainText("$89.99");
  await expect(cards.nth(2)).toContainText("Triple Threat Recovery");
  await expect(cards.nth(2)).toContainText("$129.99");
});

test("the prices are in the server-rendered HTML", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const price of ["$49.99", "$89.99", "$129.99"]) expect(html).toContain(price);
});
