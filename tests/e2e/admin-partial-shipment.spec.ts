// Partial shipments from the admin's order page: staff send part of a paid order with a tracking
// number, see "Partly shipped", the parcel and its one e-mail in the outbox, then send the rest
// untracked and see the order fulfilled with two parcels. Between the two, the Orders list's
// "Partly shipped" filter finds it. The screen passes axe; screenshots of
// the order with two parcels at 1440 (desktop) and 390 px (phone) go to SHOTS_DIR when set.
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { GOOD_PAYMENT_FORM } from "../support/payment-form";
import { expect, onPhone, test } from "./fixtures";
import { queryRows } from "./info-db";

test("ships part of an order, then the rest", async ({ page }, info) => {
  const email = `parcels-${info.project.name}-${Date.now()}@example.com`;
  const res = await page.request.post("/api/checkout", {
    data: {
      cart: [
        { id: "one-and-done", quantity: 2, flavor: "Orange Crush" },
        { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" },
      ],
    },
  });
  expect(res.status()).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  const paid = await page.request.post(`/pay/${sessionId}`, {
    form: { ...GOOD_PAYMENT_FORM, email, name: "Pat Parcel", cardName: "Pat Parcel" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  const [{ number }] = queryRows<{ number: string }>(
    "select number from orders where provider_session_id = ?",
    sessionId,
  ) as [{ number: string }];
  const mails = () =>
    queryRows<{ subject: string; text: string }>(
      `select subject, text from mail_outbox where "to" = ? and subject like '%has shipped' order by created_at`,
      email,
    );

  await signInByApi(page);
  await page.setViewportSize({ width: onPhone(info) ? 390 : 1440, height: 900 });
  await page.goto(`/admin/orders/${number}`);
  const detail = page.getByTestId("order-detail");
  await expect(detail.getByRole("heading", { name: number })).toBeVisible();

  await detail.getByText("Ship part of this order").click();
  const part = detail.getByTestId("ship-part");
  await part.getByLabel(/Orange Crush/).fill("1");
  await part.getByLabel(/Lemon Squash/).fill("0");
  await part.getByLabel("Parcel tracking (optional)").fill("AP100200300");
  await part.getByRole("button", { name: "Ship this parcel" }).click();
  await expect(page.getByText(`Parcel of order ${number} recorded; the customer has been e-mailed`)).toBeVisible();
  await expect(detail.getByTestId("order-status")).toHaveText("Partly shipped");
  await expect(detail.getByTestId("shipment")).toHaveCount(1);
  await expect(detail.getByRole("link", { name: "AP100200300" })).toHaveAttribute(
    "href",
    "https://auspost.com.au/mypost/track/details/AP100200300",
  );
  const first = mails();
  expect(first).toHaveLength(1);
  expect(first[0]!.subject).toMatch(/^Part of your .* order .* has shipped$/);
  expect(first[0]!.text).toContain("Track it: https://auspost.com.au/mypost/track/details/AP100200300");
  expect(first[0]!.text).toContain("Still to come:");

  // The Orders list finds it under "Partly shipped", marked so on its row.
  await page.goto("/admin/orders");
  await page.getByLabel("Status").selectOption({ label: "Partly shipped" });
  await expect(page).toHaveURL(/status=partly_shipped/);
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row.getByTestId("order-status")).toHaveText("Partly shipped");
  if (process.env.SHOTS_DIR) {
    const width = onPhone(info) ? 390 : 1440;
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/partly-shipped-list-${width}.png` });
  }
  await row.getByRole("link", { name: number }).click();
  await expect(detail.getByRole("heading", { name: number })).toBeVisible();

  await detail.getByRole("button", { name: "Ship everything remaining" }).click();
  await expect(detail.getByTestId("order-status")).toHaveText("Fulfilled");
  await expect(detail.getByTestId("shipment")).toHaveCount(2);
  await expect(detail.getByTestId("shipment").nth(1)).toContainText("Sent without tracking");
  const both = mails();
  expect(both).toHaveLength(2);
  expect(both[1]!.text).toContain("This parcel completes your order.");

  expect((await axe(page).analyze()).violations).toEqual([]);
  if (process.env.SHOTS_DIR) {
    const width = onPhone(info) ? 390 : 1440;
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/partial-${width}.png`, fullPage: true });
  }
});
