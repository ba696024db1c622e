// Staff read the admin in words, not machine text: a Subscribe & save change in the audit log
// names the product and what happened, an order's timeline names the payment provider, and no
// screen they use for it shows a date as 2026-11-28. At 1440 px and on a 390 px phone.
import type { Page } from "@playwright/test";
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

async function mainText(page: Page) {
  return (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
}

test("the audit log, an order and the Subscriptions screen speak in words", async ({ page }, testInfo) => {
  if (onPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page);
  const url = "/api/admin/products/one-and-done/subscription-offer";
  const before = ((await (await page.request.get(url)).json()) as { offer: unknown }).offer;
  try {
    expect(
      (await page.request.put(url, { data: { enabled: false, frequencies: [4, 6], discountPercent: 10 } })).ok(),
    ).toBe(true);
    expect(
      (await page.request.put(url, { data: { enabled: true, frequencies: [4, 6], discountPercent: 10 } })).ok(),
    ).toBe(true);
  } finally {
    await page.request.put(url, { data: before });
  }
  await page.goto("/admin/audit");
  const entry = page
    .getByTestId("audit-entry")
    .filter({ hasText: "Subscribe & save turned on for Basic Recovery Pack" });
  await expect(entry.first()).toBeVisible();
  // This run's own entry: the rest of a long-lived log holds other screens' entries.
  const audit = (await entry.first().innerText()).replace(/\s+/g, " ");
  expect(audit).not.toMatch(ISO_DATE);
  expect(audit).not.toMatch(/\bfalse\b|\btrue\b|one-and-done/);

  const number = await placePaidOrder(page, `wording-${testInfo.project.name}@example.com`);
  await page.goto(`/admin/orders/${number}`);
  await expect(page.getByText(/^Payment confirmed by the test payment page/)).toBeVisible();
  expect(await mainText(page)).not.toMatch(ISO_DATE);

  await page.goto("/admin/subscriptions");
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 2 })).toBeVisible();
  expect(await mainText(page)).not.toMatch(ISO_DATE);
});
