// A subscription inserted straight into the e2e server's database, for specs about managing one
// (signing up is the subscribe spec's subject).
import { insertRow, queryRows, runSql } from "./info-db";

/** A subscription of one tub every 4 weeks, its first order paid, for the signed-in customer. */
export function insertFixtureSubscription(email: string, number: string, nextChargeOn: string) {
  const [customer] = queryRows<{ id: string }>("select id from customers where email = ?", email);
  const at = new Date().toISOString();
  const id = `sub_e2e_${number}`;
  runSql(
    "insert or ignore into subscription_offers (product_id, enabled, frequencies, discount_percent, updated_at) values (?, 1, ?, 10, ?)",
    "one-and-done",
    "[4,6,8]",
    at,
  );
  insertRow("orders", {
    id: `ord_e2e_${number}`,
    number: `RR-E2E${number}`,
    status: "paid",
    currency: "AUD",
    subtotal: 4499,
    shipping: 995,
    total: 5494,
    gst: 499,
    provider: "test",
    email,
    customer_name: "Sam Subscriber",
    created_at: at,
    updated_at: at,
    paid_at: at,
    account_id: customer!.id,
    subscription_id: id,
  });
  insertRow("subscriptions", {
    id,
    number,
    customer_id: customer!.id,
    email,
    status: "active",
    frequency_weeks: 4,
    discount_percent: 10,
    lines: JSON.stringify([{ productId: "one-and-done", flavor: "Orange Crush", quantity: 1 }]),
    customer_name: "Sam Subscriber",
    next_charge_on: nextChargeOn,
    next_cycle: 1,
    paused_cycles: 0,
    provider: "test",
    payment_method: `pm_test_${"ab".repeat(12)}`,
    card_brand: "Visa",
    card_last4: "4242",
    first_order_id: `ord_e2e_${number}`,
    created_at: at,
    updated_at: at,
  });
}
