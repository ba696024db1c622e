// The Pack screen as a scanner drives it: it types a code and presses Enter. A slip's number opens
// the order, a tub the order does not need is refused in words (and ticks nothing), each right tub
// ticks one, the last one marks the order packed and the input waits for the next slip, which
// refuses the packed order. The focus never leaves the input, and the screen passes axe.
// Screenshots at 1440 and 390 px go to SHOTS_DIR when set.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { GOOD_PAYMENT_FORM } from "../support/payment-form";
import { signInByApi } from "./admin-helpers";
import { expect, onPhone, shotPath, test } from "./fixtures";
import { queryRows, runSql } from "./info-db";

const ORANGE = "9300000000019";
const LEMON = "96385074";

function setBarcode(flavor: string, gtin: string) {
  runSql("update flavour_barcodes set gtin = null where gtin = ?", gtin);
  runSql(
    `insert into flavour_barcodes (flavor_key, flavor, gtin, updated_at) values (?, ?, ?, ?)
     on conflict (flavor_key) do update set gtin = excluded.gtin`,
    flavor.toLowerCase(),
    flavor,
    gtin,
    new Date().toISOString(),
  );
}

async function paidOrderOfTwo(page: Page): Promise<string> {
  const res = await page.request.post("/api/checkout", {
    data: { cart: [{ id: "one-and-done", quantity: 2, flavor: "Orange Crush" }] },
  });
  expect(res.status()).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  const email = `pack-${Date.now()}@example.com`;
  const paid = await page.request.post(`/pay/${sessionId}`, {
    form: { ...GOOD_PAYMENT_FORM, email, name: "Pat Packer", cardName: "Pat Packer" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  return queryRows<{ number: string }>("select number from orders where provider_session_id = ?", sessionId)[0]!.number;
}

test("packs an order by scanning its slip and its tubs, refusing a wrong one", async ({ page }, info) => {
  const width = onPhone(info) ? 390 : 1440;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await signInByApi(page);
  setBarcode("Orange Crush", ORANGE);
  setBarcode("Lemon Squash", LEMON);
  const number = await paidOrderOfTwo(page);

  await page.goto("/admin/pack");
  const input = page.getByLabel("Scan a packing slip or a tub");
  const answer = page.locator("#pack-answer");
  await expect(input).toBeFocused();
  const scan = async (code: string) => {
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
  };

  await scan(number);
  await expect(answer).toHaveText(`Order ${number} is open: scan its 2 tubs.`);
  await expect(page.getByTestId("pack-tub")).toHaveText([/Orange Crush.*0 of 2 tubs/]);
  await expect(page.getByTestId("pack-order")).toContainText("Pat Packer");

  await scan(LEMON);
  await expect(answer).toHaveText("That Lemon Squash tub is not in this order.");
  await expect(answer).toHaveAttribute("data-tone", "refused");
  await expect(page.getByTestId("pack-tub")).toHaveText([/0 of 2 tubs/]);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("");

  await scan(ORANGE);
  await expect(answer).toHaveText("Orange Crush: 1 of 2. 1 tub to go.");
  await expect(page.getByTestId("pack-tub")).toHaveText([/1 of 2 tubs/]);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.screenshot({ path: shotPath(info, `pack-${width}.png`), fullPage: true });

  // A reload keeps the tick: the server holds it.
  await page.reload();
  await expect(page.getByTestId("pack-tub")).toHaveText([/1 of 2 tubs/]);
  await expect(input).toBeFocused();

  await scan(ORANGE);
  await expect(answer).toHaveText(`Order ${number} is packed. Scan the next slip.`);
  await expect(answer).toHaveAttribute("data-tone", "packed");
  await expect(page.getByText("No order is open. Scan the barcode on a packing slip to start.")).toBeVisible();
  expect(
    queryRows<{ packed_at: string | null }>("select packed_at from orders where number = ?", number)[0]!.packed_at,
  ).not.toBeNull();

  await scan(number.toLowerCase());
  await expect(answer).toHaveText(`Order ${number} is packed already; it cannot be packed again.`);
  await expect(input).toBeFocused();
});
