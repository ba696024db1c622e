// Shipping in bulk from the Orders screen: tick paid orders (or every one matching the filter),
// open the pick list, print the packing slips one order to a page, and mark orders fulfilled
// from a carrier's CSV after its preview.
import { randomBytes } from "node:crypto";
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { expect, onPhone, settled, shotPath, test } from "./fixtures";
import { insertRow } from "./info-db";

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Three paid orders from 2021 whose customers share a name no other order has. */
function seedOrders(tag: string): string[] {
  const numbers: string[] = [];
  for (let i = 0; i < 3; i++) {
    const number = `RR-${Array.from(randomBytes(6), (b) => ALPHABET[b % 32]).join("")}`;
    const id = `ord_${randomBytes(12).toString("hex")}`;
    const at = new Date(Date.UTC(2021, 0, 1, 0, i)).toISOString();
    numbers.push(number);
    insertRow("orders", {
      id,
      number,
      status: "paid",
      currency: "AUD",
      subtotal: 2598,
      shipping: 995,
      total: 3593,
      gst: 327,
      provider: "test",
      email: `${tag}-${i}@example.com`,
      customer_name: `${tag} Shopper ${i}`,
      shipping_address: JSON.stringify({
        name: `${tag} Shopper ${i}`,
        line1: `${i + 1} Smith Street`,
        suburb: "Collingwood",
        state: "VIC",
        postcode: "3066",
      }),
      created_at: at,
      updated_at: at,
      paid_at: at,
    });
    const lines = [
      ["p-sorbet", "Sorbet", "Lemon", 2],
      ["p-gelato", "Gelato", "Berry", 1],
    ] as const;
    lines.forEach(([productId, name, flavor, quantity], position) =>
      insertRow("order_lines", {
        order_id: id,
        position,
        product_id: productId,
        name,
        flavor,
        unit_price: 1299,
        quantity,
      }),
    );
  }
  return numbers;
}

const countPdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

test("select paid orders, pick, print slips one per page, and fulfil from a carrier's CSV", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `Bulk${testInfo.project.name}${randomBytes(2).toString("hex")}`;
  const numbers = seedOrders(tag);
  await signInByApi(page);
  await page.goto(`/admin/orders?status=paid&q=${tag}`);
  await expect(page.getByTestId("order-row")).toHaveCount(3);

  // Two ticked by hand.
  await page.getByRole("checkbox", { name: `Select order ${numbers[0]}` }).check();
  await page.getByRole("checkbox", { name: `Select order ${numbers[1]}` }).check();
  const bar = page.getByTestId("bulk-bar");
  await expect(bar.getByRole("status")).toHaveText("2 orders selected");
  await settled(page); // axe reads colours as drawn, so after fades end (fixtures.ts)
  expect((await axe(page).analyze()).violations).toEqual([]);

  await bar.getByRole("button", { name: "Pick list" }).click();
  await expect(page.getByRole("heading", { name: "Pick list" })).toBeVisible();
  await expect(page.getByText("2 orders · 6 items to pick")).toBeVisible();
  await expect(page.getByTestId("pick-line")).toHaveText([/Gelato\s*Berry\s*2\s*2/, /Sorbet\s*Lemon\s*2\s*4/]);
  // Neither flavour has had a lot received here: the tubs are said to come from no lot.
  await expect(page.getByRole("heading", { name: "Lots to take from" })).toBeVisible();
  await expect(page.getByTestId("pick-lot")).toHaveText([/Berry\s*No lot recorded\s*2/, /Lemon\s*No lot recorded\s*4/]);
  await settled(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  if (!onPhone(testInfo)) {
    await page.screenshot({
      path: shotPath(testInfo, "pick-list-1440.png"),
      fullPage: true,
    });
  }

  // Every paid order matching the filter, then the packing slips: one order per printed page.
  await page.goto(`/admin/orders?status=paid&q=${tag}`);
  await page.getByRole("checkbox", { name: `Select order ${numbers[0]}` }).check();
  await page.getByRole("checkbox", { name: /Select all 3 paid orders matching this filter/ }).check();
  await expect(bar.getByRole("status")).toHaveText("3 orders selected");
  await bar.getByRole("button", { name: "Packing slips" }).click();
  await expect(page.getByTestId("packing-slip")).toHaveCount(3);
  await expect(page.getByTestId("packing-slip").first().locator("svg")).toBeVisible();
  await settled(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  if (!onPhone(testInfo)) {
    await page.screenshot({
      path: shotPath(testInfo, "packing-slips-1440.png"),
      fullPage: true,
    });
  }
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(countPdfPages(pdf)).toBe(3);
  await page.getByRole("link", { name: "Print on 4×6 in labels instead" }).click();
  await expect(page.getByText("3 slips, 4×6 in labels, one page each")).toBeVisible();
  expect(countPdfPages(await page.pdf({ preferCSSPageSize: true }))).toBe(3);

  // A carrier's file: previewed, nothing changed, then confirmed.
  await page.goto("/admin/orders/ship");
  const csv = [
    "Sender,Order Reference,Consignment Number",
    `Rebound,${numbers[0]},AP${tag.length}0000001`,
    `Rebound,${numbers[1]},AP${tag.length}0000002`,
    "Rebound,RR-ZZZZZZ,AP0000009",
  ].join("\n");
  await page
    .getByLabel(/Export file/)
    .setInputFiles({ name: "mypost.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview" }).click();
  const rows = page.getByTestId("import-row");
  await expect(rows).toHaveCount(3);
  await expect(page.getByText("2 of 3 rows ready. Nothing has been changed yet.")).toBeVisible();
  await expect(rows.nth(2)).toHaveAttribute("data-outcome", "unknown");
  await settled(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Confirm: mark 2 fulfilled" }).click();
  await expect(page.getByText("2 orders marked fulfilled; 0 failed.")).toBeVisible();
  await expect(page.getByTestId("bulk-done").getByRole("link")).toHaveText([numbers[0]!, numbers[1]!]);

  // Only the third is still waiting to ship.
  await page.goto(`/admin/orders?status=paid&q=${tag}`);
  await expect(page.getByTestId("order-row")).toHaveCount(1);
});
