// Staff answering "why was I charged again?" open the renewal's order and reach its subscription in
// one click: the order's screen names the renewal and links to the subscription, which lists the
// order back.
import { axe } from "./axe";
import { ORDER_NUMBER_ALPHABET } from "../../core/order";
import { signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { insertRow } from "./info-db";

const code = () =>
  Array.from({ length: 6 }, () => ORDER_NUMBER_ALPHABET[Math.floor(Math.random() * ORDER_NUMBER_ALPHABET.length)]).join(
    "",
  );

/** A customer, a subscription, its first order and its second renewal, as rows. */
function insertRenewal(): { subscription: string; renewal: string } {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const at = new Date().toISOString();
  const customer = `cus_e2e${tag}`;
  const sub = `sub_e2e${tag}`;
  const subscription = `S${String(Math.floor(100000 + Math.random() * 800000))}`;
  const renewal = `RR-${code()}`;
  insertRow("customers", {
    id: customer,
    email: `renewed-${tag}@example.com`,
    marketing_consent: 0,
    marketing_consent_at: null,
    created_at: at,
    last_sign_in_at: null,
  });
  const order = (id: string, number: string, cycle: number | null) =>
    insertRow("orders", {
      id,
      number,
      status: "paid",
      currency: "AUD",
      subtotal: 4499,
      shipping: 995,
      total: 5494,
      gst: 499,
      provider: "test",
      provider_session_id: null,
      payment_reference: `pay_${id}`,
      email: `renewed-${tag}@example.com`,
      customer_name: "Sam Subscriber",
      shipping_address: null,
      tracking_number: null,
      created_at: at,
      updated_at: at,
      paid_at: at,
      fulfilled_at: null,
      refund_reference: null,
      refunded_at: null,
      account_id: customer,
      promo_code: null,
      subscription_id: sub,
      renewal_cycle: cycle,
    });
  order(`ord_e2e${tag}`, `RR-${code()}`, null);
  order(`ord_e2e${tag}r2`, renewal, 2);
  insertRow("subscriptions", {
    id: sub,
    number: subscription,
    customer_id: customer,
    email: `renewed-${tag}@example.com`,
    status: "active",
    frequency_weeks: 4,
    discount_percent: 10,
    lines: JSON.stringify([{ productId: "one-and-done", flavor: "Orange Crush", quantity: 1 }]),
    shipping_address: null,
    customer_name: "Sam Subscriber",
    next_charge_on: "2030-01-15",
    next_cycle: 3,
    provider: "test",
    provider_customer: null,
    payment_method: `pm_test_${"ab".repeat(12)}`,
    card_brand: "Visa",
    card_last4: "4242",
    first_order_id: `ord_e2e${tag}`,
    cancel_reason: null,
    cancelled_at: null,
    created_at: at,
    updated_at: at,
  });
  return { subscription, renewal };
}

test("a renewal's order links to its subscription, which lists the order", async ({ page }, info) => {
  const { subscription, renewal } = insertRenewal();
  await signInByApi(page);
  await page.goto(`/admin/orders/${renewal}`);
  const link = page.getByRole("link", { name: `Renewal 2 of subscription ${subscription}` });
  await expect(link).toBeVisible();
  expect((await axe(page).include("[data-testid=order-detail]").analyze()).violations).toEqual([]);
  await page.screenshot({ path: info.outputPath("renewal-order.png") });
  await link.click();
  await expect(page.getByRole("heading", { name: `Subscription ${subscription}` })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(renewal) })).toBeVisible();
});
