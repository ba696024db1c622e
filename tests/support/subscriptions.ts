// Test subscriptions made by inserting rows, so tests of what customers and staff do with
// a subscription need neither the sign-up nor the renewal job: a customer account, the first order
// the subscription came from, and the subscription itself.
import type { Db } from "../../server/infra/db/client";

let n = 0;

export type SubscriptionFixture = {
  email?: string;
  customerId?: string;
  status?: "active" | "paused" | "past_due" | "cancelled";
  frequencyWeeks?: number;
  discountPercent?: number;
  lines?: { productId: string; flavor: string; quantity: number }[];
  nextChargeOn?: string | null;
  nextCycle?: number;
  provider?: "test" | "stripe";
  createdAt?: string;
  customerName?: string | null;
  /** When a cancelled one was cancelled (its start when not given) and why. */
  cancelledAt?: string;
  cancelReason?: string | null;
};

export type FixtureSubscription = {
  id: string;
  number: string;
  customerId: string;
  email: string;
  firstOrderId: string;
};

/** A customer (made when missing) with one subscription and its paid first order. */
export async function insertSubscription(db: Db, f: SubscriptionFixture = {}): Promise<FixtureSubscription> {
  n += 1;
  const tag = `${process.pid.toString(36)}${n.toString().padStart(4, "0")}`;
  const email = (f.email ?? `subscriber${tag}@example.com`).toLowerCase();
  const at = f.createdAt ?? new Date().toISOString();
  let customerId = f.customerId;
  if (!customerId) {
    const found = await db.selectFrom("customers").select("id").where("email", "=", email).executeTakeFirst();
    customerId = found?.id ?? `cus_fx${tag}`;
    if (!found) {
      await db
        .insertInto("customers")
        .values({
          id: customerId,
          email,
          marketing_consent: 0,
          marketing_consent_at: null,
          created_at: at,
          last_sign_in_at: null,
        })
        .execute();
    }
  }
  const lines = f.lines ?? [{ productId: "one-and-done", flavor: "Orange Crush", quantity: 1 }];
  const id = `sub_fx${tag}`;
  const firstOrderId = `ord_fx${tag}`;
  const number = `S${900000 + n}`;
  await db
    .insertInto("orders")
    .values({
      id: firstOrderId,
      number: `F${tag}`.slice(0, 12),
      status: "paid",
      currency: "AUD",
      subtotal: 4499,
      shipping: 995,
      total: 5494,
      gst: 499,
      provider: f.provider ?? "test",
      provider_session_id: null,
      payment_reference: `pay_fx${tag}`,
      email,
      customer_name: "Sam Subscriber",
      shipping_address: null,
      tracking_number: null,
      created_at: at,
      updated_at: at,
      paid_at: at,
      fulfilled_at: null,
      refund_reference: null,
      refunded_at: null,
      account_id: customerId,
      promo_code: null,
      subscription_id: id,
      renewal_cycle: null,
    })
    .execute();
  const status = f.status ?? "active";
  await db
    .insertInto("subscriptions")
    .values({
      id,
      number,
      customer_id: customerId,
      email,
      status,
      frequency_weeks: f.frequencyWeeks ?? 4,
      discount_percent: f.discountPercent ?? 10,
      lines: JSON.stringify(lines),
      shipping_address: null,
      customer_name: f.customerName === undefined ? "Sam Subscriber" : f.customerName,
      next_charge_on: f.nextChargeOn === undefined ? (status === "cancelled" ? null : "2030-01-15") : f.nextChargeOn,
      next_cycle: f.nextCycle ?? 1,
      provider: f.provider ?? "test",
      provider_customer: null,
      payment_method: `pm_test_${"ab".repeat(12)}`,
      card_brand: "Visa",
      card_last4: "4242",
      first_order_id: firstOrderId,
      cancel_reason: f.cancelReason ?? null,
      cancelled_at: status === "cancelled" ? (f.cancelledAt ?? at) : null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, number, customerId, email, firstOrderId };
}

/** Switches Subscribe & save on for a product (as staff would), with these frequencies. */
export async function insertOffer(
  db: Db,
  productId: string,
  o: { frequencies?: number[]; discountPercent?: number; enabled?: boolean } = {},
): Promise<void> {
  await db
    .insertInto("subscription_offers")
    .values({
      product_id: productId,
      enabled: o.enabled === false ? 0 : 1,
      frequencies: JSON.stringify(o.frequencies ?? [4, 6, 8]),
      discount_percent: o.discountPercent ?? 10,
      updated_at: new Date().toISOString(),
    })
    .execute();
}
