// Abandoned checkout recovery with Stripe in the browser (ADR 0023 "Stripe"), at 390 and
// 1440 px. The suite's own servers use the test payment page, so this spec starts a shop of its own
// in Stripe mode against the local Stripe stand-in (the real SDK; Stripe's page itself is answered
// by the browser's route, never fetched). The cart asks for the e-mail with the payment page's
// unticked marketing tick; a bad address is refused in the field with nothing made; the e-mail goes
// to Stripe as customer_email; the shopper who leaves Stripe's page is reminded once. axe-clean.
import { axe } from "./axe";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { startShopProcess, type ShopProcess } from "../../scripts/support/shop-process";
import { startFakeStripe } from "../support/fake-stripe";
import { expect, onPhone, test } from "./fixtures";
import { E2E_ADMIN } from "./admin-helpers";
import { runReminderJob } from "./recovery-job";
import { card } from "./storefront-helpers";

const SECRET = "stripe-e2e-secret-".padEnd(40, "x");
let shop: ShopProcess;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let dataDir: string;

test.beforeAll(async () => {
  // A first start migrates and seeds a new database: slow on a busy machine.
  test.setTimeout(90_000);
  const info = test.info();
  stripe = await startFakeStripe();
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-stripe-"));
  // Beside the project's own server (E2E_PORT, +1): +2 for desktop, +3 for phone.
  const port = Number(process.env.E2E_PORT ?? 3107) + (onPhone(info) ? 3 : 2);
  shop = await startShopProcess(
    {
      ...stripe.env,
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      CHECKOUT_RATE_LIMIT: "1000",
      SIGN_IN_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    { port, startTimeoutMs: 80_000 },
  );
});
test.afterAll(async () => {
  if (shop && shop.child.exitCode !== null) console.log(shop.output.join("\n"));
  await shop?.stop();
  await stripe?.close();
});

test.beforeEach(async ({ page }, info) => {
  if (onPhone(info)) await page.setViewportSize({ width: 390, height: 844 });
  // Stripe's hosted page is not this shop's to test: the browser gets a stand-in page.
  await page.route("https://checkout.stripe.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Stripe</title><h1>Stripe Checkout</h1>" }),
  );
});

const axeClean = async (page: Page) =>
  expect((await axe(page).include("[data-testid=cart-drawer]").analyze()).violations).toEqual([]);
const rows = <T>(sql: string, ...params: unknown[]) => {
  const db = new Database(path.join(dataDir, "shop.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};

// The refused e-mail's 400 shows in the console; it is the answer under test.
test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });
  test("the cart asks for the e-mail and the tick before Stripe, and the shopper who leaves Stripe is reminded", async ({
    page,
  }, info) => {
    const email = `stripe-leaver-${info.project.name}-${Date.now()}@example.com`;
    await page.goto(`${shop.url}/`);
    await expect(page.getByTestId("loading-overlay")).toBeHidden();
    await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
    const drawer = page.getByTestId("cart-drawer");

    // The e-mail, and under it the payment page's tick in its words, unticked.
    const field = drawer.getByLabel("Email");
    const tick = drawer.getByLabel(
      "E-mail me news and offers from Rebound, and a reminder if I leave without paying. You can unsubscribe at any time.",
    );
    await expect(field).toBeVisible();
    await expect(tick).not.toBeChecked();
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await axeClean(page);

    // No address: refused in the field, nothing made at Stripe.
    const sessions = stripe.requests.length;
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expect(drawer.getByText("Enter your e-mail address")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await field.fill("pat@");
    await field.press("Enter");
    await expect(drawer.getByText("Enter a valid e-mail address")).toBeVisible();
    expect(stripe.requests.length).toBe(sessions);
    await axeClean(page);
    await page.screenshot({ path: info.outputPath("stripe-contact-error.png") });

    await field.fill(email);
    await expect(drawer.getByText("Enter a valid e-mail address")).toHaveCount(0);
    await tick.check();
    for (const target of [field, tick]) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(20);
    }
    await page.screenshot({ path: info.outputPath("stripe-contact.png") });
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = stripe.requests.at(-1)!;
    expect(sent.form.get("customer_email")).toBe(email);
    expect(rows("select consent from checkout_contacts where email = ?", email)).toEqual([{ consent: 1 }]);

    // A guest's tick asks the address owner first; they confirm from the e-mailed link.
    const [asked] = rows<{ text: string }>('select text from mail_outbox where "to" = ?', email);
    await page.goto(/https?:\/\/\S+\/consent\/confirm\?t=\S+/.exec(asked!.text)![0]);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Thanks, that's confirmed.")).toBeVisible();

    // The shopper leaves Stripe's page. An hour on, one reminder; running the job again adds none.
    expect(await runReminderJob({ aheadMs: 61 * 60_000, publicUrl: shop.url, dataDir, secret: SECRET })).toBe(1);
    expect(await runReminderJob({ aheadMs: 62 * 60_000, publicUrl: shop.url, dataDir, secret: SECRET })).toBe(0);
    const mails = rows<{ text: string; headers: string }>(
      'select text, headers from mail_outbox where "to" = ? and text like ?',
      email,
      "%/cart/restore%",
    );
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    // Its link puts the cart back, in this shop.
    const restore = /https?:\/\/\S+\/cart\/restore\?t=\S+/.exec(mails[0]!.text)![0];
    await page.goto(restore);
    await expect(page.getByRole("heading", { name: "Your cart is back" })).toBeVisible();
    await expect(drawer).toContainText("Basic Recovery Pack");
    // The e-mail typed at that checkout is filled in again.
    await expect(drawer.getByLabel("Email", { exact: true })).toHaveValue(email);
  });
});

test("without the tick the checkout goes to Stripe and nobody is reminded", async ({ page }, info) => {
  const email = `stripe-no-tick-${info.project.name}-${Date.now()}@example.com`;
  await page.goto(`${shop.url}/`);
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  await drawer.getByLabel("Email").fill(email);
  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  expect(stripe.requests.at(-1)!.form.get("customer_email")).toBe(email);
  expect(rows("select consent from checkout_contacts where email = ?", email)).toEqual([{ consent: 0 }]);
  // (The job may remind the other test's shopper; never this one.)
  await runReminderJob({ aheadMs: 61 * 60_000, publicUrl: shop.url, dataDir, secret: SECRET });
  await runReminderJob({ aheadMs: 25 * 3600_000, publicUrl: shop.url, dataDir, secret: SECRET });
  expect(rows('select 1 from mail_outbox where "to" = ?', email)).toEqual([]);
});

test("a signed-in shopper finds their e-mail filled in, and it goes to Stripe", async ({ page }, info) => {
  const email = `stripe-member-${info.project.name}-${Date.now()}@example.com`;
  // Signed in by the e-mailed code, through the shop's API in this browser's context.
  const headers = { origin: shop.url };
  expect((await page.request.post(`${shop.url}/api/account/sign-in/code`, { data: { email }, headers })).ok()).toBe(
    true,
  );
  const [mail] = rows<{ text: string }>('select text from mail_outbox where "to" = ?', email);
  const code = /sign-in code is (\d{6})/.exec(mail!.text)![1];
  expect(
    (await page.request.post(`${shop.url}/api/account/sign-in/verify`, { data: { email, code }, headers })).ok(),
  ).toBe(true);

  await page.goto(`${shop.url}/`);
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer.getByLabel("Email")).toHaveValue(email);
  await expect(drawer.getByRole("checkbox")).not.toBeChecked();
  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  expect(stripe.requests.at(-1)!.form.get("customer_email")).toBe(email);
});

test("a subscription signs in in the cart first, then the step starts from that e-mail; Stripe has it on the Customer", async ({
  page,
}, info) => {
  const email = `stripe-subscriber-${info.project.name}-${Date.now()}@example.com`;
  const headers = { origin: shop.url };
  expect((await page.request.post(`${shop.url}/api/auth/login`, { data: E2E_ADMIN, headers })).status()).toBe(200);
  const offer = { enabled: true, frequencies: [4], discountPercent: 10 };
  const set = await page.request.put(`${shop.url}/api/admin/products/one-and-done/subscription-offer`, {
    data: offer,
    headers,
  });
  expect(set.status()).toBe(200);

  await page.goto(`${shop.url}/products/one-and-done`);
  await page
    .getByTestId("purchase-choice")
    .getByRole("radio", { name: /Subscribe & save 10 %/ })
    .check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  // Until the shopper signs in there is one e-mail field: the sign-in's.
  await expect(drawer.getByTestId("subscription-terms")).toBeVisible();
  await expect(drawer.getByTestId("cart-contact")).toHaveCount(0);
  await drawer.getByLabel("E-mail", { exact: true }).fill(email);
  await drawer.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(drawer.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const [mail] = rows<{ text: string }>('select text from mail_outbox where "to" = ?', email);
  await drawer.getByLabel("Code from the e-mail").fill(/sign-in code is (\d{6})/.exec(mail!.text)![1]!);
  await drawer.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(drawer.getByTestId("subscription-account")).toContainText(`Signed in as ${email}`);

  await expect(drawer.getByLabel("Email", { exact: true })).toHaveValue(email);
  await drawer.getByRole("checkbox", { name: /E-mail me news and offers/ }).check();
  await axeClean(page);
  await page.screenshot({ path: info.outputPath("stripe-subscription-contact.png") });
  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  expect(stripe.requests.at(-1)!.form.get("customer_email")).toBeNull();
  expect(stripe.customers.at(-1)!.form.get("email")).toBe(email);
  expect(rows("select consent from checkout_contacts where email = ?", email)).toEqual([{ consent: 1 }]);
});
