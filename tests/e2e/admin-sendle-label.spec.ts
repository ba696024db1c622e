// Buying a Sendle label on the order screen, at 1440 px, against the Sendle stand-in. The suite's
// own servers have no carrier account (so no label form), so this spec starts a shop of its own
// with SENDLE_ID, SENDLE_API_KEY and SENDLE_BASE_URL pointing at the stand-in. The owner enters the
// shop's address in Settings (where Sendle collects from); a paid order shows "Buy a Sendle label"
// prefilled from the estimate; Sendle not answering is said beside the form and changes nothing;
// the quote is shown in words, the purchase fulfils the order with Sendle's reference as its
// tracking number, and the label's PDF downloads. axe-clean.
import { axe } from "./axe";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startShopProcess, type ShopProcess } from "../../scripts/support/shop-process";
import { startSendleStandin } from "../support/sendle-standin";
import { E2E_ADMIN } from "./admin-helpers";
import { expect, hydrated, ONE_WIDTH, shotPath, test } from "./fixtures";
import { fillPaymentForm } from "./storefront-helpers";

let shop: ShopProcess;
let standin: Awaited<ReturnType<typeof startSendleStandin>>;

test.beforeAll(async () => {
  // A first start migrates and seeds a new database: slow on a busy machine.
  test.setTimeout(90_000);
  standin = await startSendleStandin();
  shop = await startShopProcess(
    {
      ...standin.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-e2e-sendle-")),
      CHECKOUT_RATE_LIMIT: "1000",
      SIGN_IN_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    { startTimeoutMs: 80_000 },
  );
});
test.afterAll(async () => {
  if (shop && shop.child.exitCode !== null) console.log(shop.output.join("\n"));
  await shop?.stop();
  await standin?.close();
});

/** A paid order through the shop's test payment page; answers its number. */
async function paidOrder(page: Page, email: string): Promise<string> {
  const res = await page.request.post(`${shop.url}/api/checkout`, {
    data: { cart: [{ id: "one-and-done", quantity: 2, flavor: "Lemon Squash" }] },
  });
  expect(res.status()).toBe(200);
  await page.goto(new URL(((await res.json()) as { url: string }).url, shop.url).href);
  await fillPaymentForm(page, "4242 4242 4242 4242", { email, name: "Rory Routes" });
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?/);
  return (await page.getByTestId("order-number").textContent())!.trim();
}

// Sendle's outage answers the quote with 503: the browser logs it, and it is the answer under test.
test.use({ expectedConsoleErrors: [/status of 503 \(Service Unavailable\)/] });

test(
  "staff buy a Sendle label on the order screen: quote in words, one purchase, the order sent, the PDF",
  ONE_WIDTH,
  async ({ page }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const number = await paidOrder(page, `sendle-${Date.now()}@example.com`);
    expect((await page.request.post(`${shop.url}/api/auth/login`, { data: E2E_ADMIN })).status()).toBe(200);

    // Where Sendle collects from: the shop's address in Settings.
    await page.goto(`${shop.url}/admin/settings`);
    await hydrated(page);
    await page.getByLabel("Business address").fill("12 Smith Street, Fitzroy VIC 3065");
    await page.getByLabel("ABN", { exact: true }).fill("51 824 753 556");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByTestId("flash")).toHaveText("Business details saved");

    await page.goto(`${shop.url}/admin/orders/${number}`);
    await hydrated(page);
    const detail = page.getByTestId("order-detail");
    const panel = detail.getByRole("region", { name: "Buy a Sendle label" });
    await expect(panel).toBeVisible();
    // Two 100 g tubs (the product's own weight) and 150 g of packaging, in the usual box.
    await expect(panel.getByLabel("Weight (g)")).toHaveValue("350");
    await expect(panel.getByLabel("Length (cm)")).toHaveValue("30");

    // Sendle down: said beside the form, nothing bought.
    standin.fail("500");
    await panel.getByRole("button", { name: "Get a quote" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Sendle is not answering; try again in a minute");
    expect(standin.orders()).toHaveLength(0);
    standin.fail("no");

    await panel.getByLabel("Weight (g)").fill("1350");
    await panel.getByRole("button", { name: "Get a quote" }).click();
    await expect(panel.getByTestId("label-quote")).toHaveText(
      "$11.95 with Sendle Standard Pickup (GST included) for a 1.35 kg parcel, 30 × 20 × 15 cm; usually delivered in 2 to 4 business days.",
    );
    await page.screenshot({ path: shotPath(info, "sendle-quote-1440.png"), fullPage: true });
    expect((await axe(page).analyze()).violations).toEqual([]);

    await panel.getByRole("button", { name: "Buy label for $11.95" }).click();
    const reference = await expect
      .poll(() => standin.orders()[0]?.sendle_reference)
      .toMatch(/^S[0-9A-Z]+$/)
      .then(() => standin.orders()[0]!.sendle_reference);
    await expect(page.getByTestId("flash")).toHaveText(
      `Label bought; order ${number} marked fulfilled with tracking number ${reference}, and the customer has been e-mailed`,
    );
    await expect(panel).toBeHidden();
    // The order's tracking number, and its one parcel's beside it.
    await expect(detail.getByText(reference, { exact: true }).first()).toBeVisible();
    const download = detail.getByRole("link", { name: "Download label (PDF)" });
    await expect(download).toBeVisible();
    const pdf = await page.request.get(new URL((await download.getAttribute("href"))!, shop.url).href);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(standin.orders()).toHaveLength(1);
    expect(standin.orders()[0]!.body).toMatchObject({
      customer_reference: number,
      weight: { value: "1.35", units: "kg" },
    });

    await page.screenshot({ path: shotPath(info, "sendle-bought-1440.png"), fullPage: true });
    expect((await axe(page).analyze()).violations).toEqual([]);
  },
);
