// The Orders list is read a page at a time. Older and Newer move by the page's cursor,
// an order opened from a later page opens beside that same page, and the search box says what it
// matches (the start of a number, e-mail or name).
import { randomBytes } from "node:crypto";
import { signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";
import { insertRow } from "./info-db";

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

test(
  "Older and Newer page through the orders, and an order opens beside its page",
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    // 60 fulfilled orders from 2020, all with one e-mail prefix: a search shows only them.
    const tag = `pages-${testInfo.project.name}-${randomBytes(3).toString("hex")}`;
    const numbers: string[] = [];
    for (let i = 0; i < 60; i++) {
      const number = `RR-${Array.from(randomBytes(6), (b) => ALPHABET[b % 32]).join("")}`;
      const at = new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString();
      numbers.push(number);
      insertRow("orders", {
        id: `ord_${randomBytes(12).toString("hex")}`,
        number,
        status: "fulfilled",
        currency: "AUD",
        subtotal: 4999,
        shipping: 0,
        total: 4999,
        gst: 454,
        provider: "test",
        email: `${tag}-${i}@example.com`,
        customer_name: "Page Tester",
        created_at: at,
        updated_at: at,
        paid_at: at,
      });
    }
    const newestFirst = [...numbers].reverse();

    await signInByApi(page);
    await page.goto("/admin/orders");
    const search = page.getByLabel("Search");
    await expect(search).toHaveAttribute("placeholder", "Start of an order number, e-mail or name");
    await search.fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const rows = page.getByTestId("order-row");
    await expect(rows).toHaveCount(50);
    await expect(page.getByText("60 orders · newest first")).toBeVisible();
    await expect(rows.first().getByRole("link")).toHaveText(newestFirst[0]!);
    await expect(page.getByRole("link", { name: "← Newer orders" })).toHaveCount(0);

    await page.getByRole("link", { name: "Older orders →" }).click();
    await expect(page).toHaveURL(/[?&]after=/);
    await expect(rows).toHaveCount(10);
    await expect(rows.first().getByRole("link")).toHaveText(newestFirst[50]!);
    await expect(page.getByRole("link", { name: "Older orders →" })).toHaveCount(0);

    // Opening an order keeps this page of the list beside it.
    await rows.nth(3).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${newestFirst[53]}\\?.*after=`));
    await expect(page.getByRole("heading", { name: new RegExp(newestFirst[53]!) })).toBeVisible();
    await expect(rows).toHaveCount(10);

    await page.getByRole("link", { name: "← Newer orders" }).click();
    await expect(rows).toHaveCount(50);
    await expect(rows.first().getByRole("link")).toHaveText(newestFirst[0]!);
    await expect(page.getByRole("link", { name: "← Newer orders" })).toHaveCount(0);

    // A damaged page link is refused with a clear message, not an error page of the server's.
    const res = await page.request.get("/api/admin/orders?after=broken");
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/page link is damaged or out of date/);
  },
);
