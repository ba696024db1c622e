// Subscriptions as rows for the renewal tests and the benchmark: a customer and a
// subscription with a kept card (a test-provider token made from a test card, or a Stripe customer
// and payment method made in the local Stripe stand-in).
import { randomBytes } from "node:crypto";
import type { Db } from "../../server/infra/db/client";
import { TEST_CARD_SUCCESS } from "../../server/infra/payments/test-cards";

export type FixtureOptions = {
  /** The test card the kept token is made from (default 4242 …). */
  card?: string;
  /** Stripe mode: the stand-in's customer and payment method. */
  stripe?: { customer: string; paymentMethod: string };
  nextChargeOn: string;
  lines?: { productId: string; flavor: string; quantity: number }[];
  frequencyWeeks?: number;
  discountPercent?: number;
  email?: string;
};

let numbered = 1;
const hex = (n: number) => randomBytes(n).toString("hex");

/** Inserts `count` subscriptions (in batches); answers their ids. */
export async function insertSubscriptions(ctx: { db: Db }, count: number, opts: FixtureOptions): Promise<string[]> {
  const db = ctx.db;
  const at = new Date("2026-01-01T00:00:00.000Z").toISOString();
  const ids: string[] = [];
  const cards: { token: string; card_number: string; brand: string; last4: string; created_at: string }[] = [];
  const rows = [];
  const customers = [];
  for (let i = 0; i < count; i++) {
    const id = `sub_${hex(12)}`;
    const customerId = `cus_${hex(12)}`;
    const email = opts.email ?? `renew-${hex(4)}-${i}@example.com`;
    const token = `pm_test_${hex(12)}`;
    const card = opts.card ?? TEST_CARD_SUCCESS;
    if (!opts.stripe) cards.push({ token, card_number: card, brand: "Visa", last4: card.slice(-4), created_at: at });
    customers.push({
      id: customerId,
      email,
      marketing_consent: 0,
      marketing_consent_at: null,
      created_at: at,
      last_sign_in_at: null,
    });
    ids.push(id);
    rows.push({
      id,
      number: `S${100000 + numbered++}`,
      customer_id: customerId,
      email,
      status: "active",
      frequency_weeks: opts.frequencyWeeks ?? 4,
      discount_percent: opts.discountPercent ?? 10,
      lines: JSON.stringify(opts.lines ?? [{ productId: "one-and-done", flavor: "Orange Crush", quantity: 1 }]),
      shipping_address: JSON.stringify({
        name: "Sam Renew",
        line1: "1 Test Street",
        suburb: "Sydney",
        state: "NSW",
        postcode: "2000",
        country: "AU",
      }),
      customer_name: "Sam Renew",
      next_charge_on: opts.nextChargeOn,
      next_cycle: 1,
      provider: opts.stripe ? "stripe" : "test",
      provider_customer: opts.stripe?.customer ?? null,
      payment_method: opts.stripe?.paymentMethod ?? token,
      card_brand: "Visa",
      card_last4: "4242",
      first_order_id: `ord_${hex(12)}`,
      cancel_reason: null,
      cancelled_at: null,
      created_at: at,
      updated_at: at,
    });
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("customers")
      .values(customers.slice(i, i + 200))
      .execute();
    await db
      .insertInto("subscriptions")
      .values(rows.slice(i, i + 200))
      .execute();
    if (cards.length > 0)
      await db
        .insertInto("test_saved_cards")
        .values(cards.slice(i, i + 200))
        .execute();
  }
  return ids;
}
