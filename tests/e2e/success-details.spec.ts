// The order confirmation page tells its customer where the order goes and what paid for it, links
// to their account, and asks before saving the address to it; anyone else holding the page's
// address sees the town and the card's brand only. At 1440 px and on a 390 px phone.
import { axe } from "./axe";
import { GOOD_PAYMENT_FORM } from "../support/payment-form";
import { signIn } from "./account-helpers";
import { expect, onPhone, test } from "./fixtures";

test("the success page shows the address and card, links the account, and saves the address when asked", async ({
  page,
  browser,
}, testInfo) => {
  if (onPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  const email = `success-${testInfo.project.name}-${Date.now()}@example.com`;
  await signIn(page, email);
  const res = await page.request.post("/api/checkout", {
    data: { cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] },
  });
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  const paid = await page.request.post(`/pay/${sessionId}`, {
    form: { ...GOOD_PAYMENT_FORM, email, name: "Robin Saver", cardName: "Robin Saver", line1: "7 Wattle Lane" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  const success = `/success?session_id=${sessionId}`;

  await page.goto(success);
  const details = page.getByTestId("order-delivery");
  await expect(details.getByRole("heading", { name: "Delivering to" })).toBeVisible();
  await expect(details.locator("address")).toContainText("7 Wattle Lane");
  await expect(details).toContainText("Visa •••• 4242");
  await expect(details.getByRole("link", { name: "See this order in your account" })).toBeVisible();
  const { violations } = await axe(page).include("[data-testid=order-delivery]").analyze();
  expect(violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("success-details.png"), fullPage: true });

  // Nothing is saved until the shopper asks.
  await page.goto("/account/addresses");
  await expect(page.getByText("7 Wattle Lane")).toHaveCount(0);
  await page.goto(success);
  await details.getByRole("button", { name: "Save this address to my account" }).click();
  await expect(details.getByRole("status")).toHaveText("Saved to your account for next time.");
  await page.goto("/account/addresses");
  await expect(page.getByText("7 Wattle Lane")).toBeVisible();

  // Someone else holding the page's address sees the town and the card's brand only.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(new URL(success, page.url()).toString());
  const theirs = stranger.getByTestId("order-delivery");
  await expect(theirs).toContainText("Sydney NSW 2000");
  await expect(theirs).not.toContainText("7 Wattle Lane");
  await expect(theirs).not.toContainText("4242");
  await expect(theirs.getByRole("button", { name: /Save this address/ })).toHaveCount(0);
  await other.close();
});
