// A recall from the Recall screen: staff type a lot's number and see the order and customer that
// received its tubs, preview the recall notice with its count and send it (it lands in the mail
// outbox once, even sent twice), quarantine the lot, and the screen passes axe. Screenshots at
// 1440 and 390 px go to SHOTS_DIR when set, else to the test's own output.
import { axe } from "./axe";
import { placeGuestOrder } from "./account-helpers";
import { signInByApi } from "./admin-helpers";
import { expect, onPhone, settled, shotPath, test } from "./fixtures";
import { queryRows } from "./info-db";

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("finds who received a lot, and quarantines it", async ({ page }, info) => {
  await signInByApi(page);
  const lot = `RC-${Date.now().toString(36).toUpperCase()}`;
  const received = await page.request.post("/api/admin/stock/Orange%20Crush/lots", {
    data: { quantity: 1000, lotNumber: lot, bestBefore: day(1000) },
  });
  expect(received.status()).toBe(201);
  // Older Orange Crush lots may exist from other specs: this one is named when it ships. Its other
  // tubs leave on hand again when it is quarantined below, so later specs find the stock as it was.
  const email = `recall-${Date.now()}@example.com`;
  const number = await placeGuestOrder(page.request, email);
  const [order] = queryRows<{ id: string }>("select id from orders where number = ?", number);
  const fulfilled = await page.request.post(`/api/admin/orders/${order!.id}/fulfil`, {
    data: { lots: { "Orange Crush": lot } },
  });
  expect(fulfilled.status()).toBe(200);

  // No wait for the page's scripts: the lot form is a plain GET form, so typing and Find work from the first paint.
  await page.goto("/admin/recall", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Lot number").fill(lot.toLowerCase());
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Lot ${lot}` })).toBeVisible();
  await expect(page.getByTestId("recall-summary")).toHaveText("Shipped to 1 customer in 1 order: 1 tub.");
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the recall list (CSV)" })).toHaveAttribute(
    "href",
    `/api/admin/recall/${lot}/export.csv`,
  );
  await settled(page);
  expect((await axe(page).analyze()).violations).toEqual([]);

  // The notice: staff keep the default words, preview it with its count, then send it.
  await page.getByRole("button", { name: "Preview the notice" }).click();
  await expect(page.getByTestId("recall-notice-audience")).toHaveText("It will go to 1 customer.");
  await expect(page.getByText(`Recall of Basic Recovery Pack (Orange Crush), lot ${lot}`)).toBeVisible();
  await settled(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  // An order paid elsewhere in the shop re-runs the screen's loaders (the admin's live updates): the
  // preview, and its Send button, stay in front of the staff member reading them.
  const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/recall.data");
  await placeGuestOrder(page.request, `recall-other-${Date.now()}@example.com`);
  await reloaded;
  await expect(page.getByTestId("recall-notice-audience")).toHaveText("It will go to 1 customer.");
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(info, `recall-${width}.png`), fullPage: true });
    if (process.env.SHOTS_DIR && !onPhone(info) && width === 1440)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/recall-preview-1440.png`, fullPage: true });
  }
  await page.getByRole("button", { name: "Send the recall notice to 1 customer" }).click();
  await expect(page.getByTestId("recall-notice-sent")).toHaveText("Recall notice sent to 1 customer.");
  const sent = queryRows<{ subject: string; text: string }>(
    `select subject, text from mail_outbox where "to" = ? and subject like 'Recall of %'`,
    email,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]!.text).toContain(`Your order: ${number} (1 tub)`);
  // Sending again reaches nobody new.
  await page.getByRole("button", { name: "Preview the notice" }).click();
  await expect(page.getByTestId("recall-notice-audience")).toHaveText(
    "Every customer who received it has had this notice already.",
  );
  await expect(page.getByRole("button", { name: /Send the recall notice/ })).toHaveCount(0);
  expect(queryRows(`select 1 from mail_outbox where "to" = ? and subject like 'Recall of %'`, email)).toHaveLength(1);

  await page.getByRole("button", { name: `Quarantine lot ${lot}` }).click();
  await expect(page.getByText(`Lot ${lot} is quarantined: it will not be shipped again`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Quarantine lot ${lot}` })).toHaveCount(0);

  // The same lot found by a range of best-before dates around its own.
  await page.setViewportSize({ width: onPhone(info) ? 390 : 1440, height: 900 });
  await page.getByLabel("Flavour").selectOption("Orange Crush");
  await page.getByLabel("Best before from").fill(day(999));
  await page.getByLabel("Best before up to").fill(day(1001));
  await page.getByRole("button", { name: "Find lots" }).click();
  await expect(page.getByRole("heading", { name: /^Orange Crush best before / })).toBeVisible();
  await expect(page.getByRole("link", { name: lot })).toBeVisible();
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await settled(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  if (process.env.SHOTS_DIR && !onPhone(info))
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/recall-range-1440.png`, fullPage: true });
});
