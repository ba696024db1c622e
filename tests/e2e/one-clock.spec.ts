// One clock for every screen and file: with the owner's test clock moved on weeks ahead, an order
// paid "now" counts under the Overview's Today, and a customer's data copy is named with the day
// it is stamped with. The suite's own server keeps the machine's clock, so this spec starts a shop
// of its own with TEST_CLOCK on.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { formatShopDate, shopDayKey } from "../../core/shop-time";
import { startShopProcess, type ShopProcess } from "../../scripts/support/shop-process";
import { GOOD_PAYMENT_FORM } from "../support/payment-form";
import { E2E_ADMIN } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";

let shop: ShopProcess;
let dataDir: string;
const ZONE = "Australia/Sydney";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-clock-"));
  shop = await startShopProcess(
    {
      DATA_DIR: dataDir,
      SESSION_SECRET: "one-clock-e2e-secret-".padEnd(40, "x"),
      TEST_CLOCK: "true",
      SHOP_TIME_ZONE: ZONE,
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
});

const row = <T>(sql: string, ...params: unknown[]) => {
  const db = new Database(path.join(dataDir, "shop.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
};

test("the test clock moves every screen and file name together", ONE_WIDTH, async ({ page }, info) => {
  const at = (p: string) => `${shop.url}${p}`;
  expect((await page.request.post(at("/api/auth/login"), { data: E2E_ADMIN })).status()).toBe(200);
  const moved = await page.request.post(at("/api/admin/test-clock/advance"), {
    data: { days: 40 },
    headers: { origin: shop.url },
  });
  expect(moved.status()).toBe(200);

  // A shopper pays now, by the shop's clock.
  const email = `one-clock-${info.project.name}@example.com`;
  const checkout = await page.request.post(at("/api/checkout"), {
    data: { cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] },
    headers: { origin: shop.url },
  });
  const sessionId = ((await checkout.json()) as { url: string }).url.split("/").pop()!;
  const paid = await page.request.post(at(`/pay/${sessionId}`), {
    form: { ...GOOD_PAYMENT_FORM, email },
    headers: { origin: shop.url },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  const order = row<{ total: number; paid_at: string }>(
    "select total, paid_at from orders where provider_session_id = ?",
    sessionId,
  );
  const shopDay = shopDayKey(order.paid_at, ZONE);
  expect(shopDay > shopDayKey(new Date().toISOString(), ZONE)).toBe(true);

  // The Overview's Today is that day: the order is in it.
  await page.goto(at("/admin"));
  await expect(page.getByTestId("takings-today")).toContainText(`$${(order.total / 100).toFixed(2)}`);

  // The customer's data copy is named with the day its stamp is on, both the shop's.
  await page.goto(at("/account/sign-in"));
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByText("We've e-mailed a 6-digit code")).toBeVisible();
  const mail = row<{ text: string }>(
    `select text from mail_outbox where "to" = ? and subject like '%sign-in code%' order by created_at desc limit 1`,
    email,
  );
  await page.getByLabel("6-digit code").fill(/sign-in code is (\d{6})/.exec(mail.text)![1]!);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  const copy = await page.request.get(at("/account/data.json"));
  expect(copy.headers()["content-disposition"]).toBe(`attachment; filename="my-data-${shopDay}.json"`);
  const { exportedAt } = (await copy.json()) as { exportedAt: string };
  expect(shopDayKey(exportedAt, ZONE)).toBe(shopDay);
  // And the account's order list shows the order on that day, in words.
  await expect(page.getByText(formatShopDate(order.paid_at, ZONE)).first()).toBeVisible();
});
