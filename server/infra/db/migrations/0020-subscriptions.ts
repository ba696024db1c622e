import type { Kysely } from "kysely";

// Subscribe & save.
// - subscription_offers: a product's offer (staff switch it on with the frequencies and discount).
// - subscriptions: one per frequency a shopper signed up to in one checkout, with the lines it sends,
//   where it ships, the kept payment method (a provider reference, never card data) and its schedule.
// - subscription_cycles: the ledger that makes a cycle charge exactly once. Its primary key
//   (subscription, cycle) holds even for two instances at once; a row is claimed before any charge,
//   and the provider is asked with the idempotency key stored here, so a crash mid-charge repeats
//   the same request, never a second one.
// - subscription_events: the timeline staff and the customer see.
// - subscription_links: short-lived single-use sign-in links in reminders and payment notices.
// - orders.subscription_id / renewal_cycle mark an order as a subscription's first order or renewal.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("subscription_offers")
    .addColumn("product_id", "text", (c) => c.primaryKey())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("frequencies", "text", (c) => c.notNull()) // JSON array of weeks, e.g. [4,6,8]
    .addColumn("discount_percent", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull()) // active | paused | past_due | cancelled
    .addColumn("frequency_weeks", "integer", (c) => c.notNull())
    .addColumn("discount_percent", "integer", (c) => c.notNull())
    .addColumn("lines", "text", (c) => c.notNull()) // JSON [{ productId, flavor, quantity }]
    .addColumn("shipping_address", "text") // JSON, as on the order
    .addColumn("customer_name", "text")
    .addColumn("next_charge_on", "text") // YYYY-MM-DD in the shop's time zone; null once cancelled
    .addColumn("next_cycle", "integer", (c) => c.notNull()) // the cycle the next charge is for (1 = first renewal)
    .addColumn("paused_cycles", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("provider", "text", (c) => c.notNull()) // test | stripe
    .addColumn("provider_customer", "text") // Stripe Customer id
    .addColumn("payment_method", "text") // the provider's reference to the kept card
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text")
    .addColumn("first_order_id", "text", (c) => c.notNull())
    .addColumn("cancel_reason", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("subscriptions_customer")
    .on("subscriptions")
    .columns(["customer_id", "created_at"])
    .execute();
  await db.schema.createIndex("subscriptions_due").on("subscriptions").columns(["status", "next_charge_on"]).execute();
  await db.schema.createIndex("subscriptions_created").on("subscriptions").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("subscription_cycles")
    .addColumn("subscription_id", "text", (c) => c.notNull())
    .addColumn("cycle", "integer", (c) => c.notNull())
    .addColumn("due_on", "text", (c) => c.notNull())
    // claimed | charging | paid | failed | needs_action | skipped | waiting_stock
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("order_id", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text")
    .addColumn("charge_reference", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("subscription_cycles_pk", ["subscription_id", "cycle"])
    .execute();
  await db.schema
    .createIndex("subscription_cycles_retry")
    .on("subscription_cycles")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("subscription_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subscription_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("actor", "text") // customer | staff:<email> | system
    .addColumn("data", "text") // JSON
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("subscription_events_sub")
    .on("subscription_events")
    .columns(["subscription_id", "created_at"])
    .execute();

  await db.schema
    .createTable("subscription_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("subscription_id", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull()) // manage | skip | pay
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("orders").addColumn("subscription_id", "text").execute();
  await db.schema.alterTable("orders").addColumn("renewal_cycle", "integer").execute();
  await db.schema.createIndex("orders_subscription").on("orders").columns(["subscription_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_subscription").execute();
  await db.schema.alterTable("orders").dropColumn("renewal_cycle").execute();
  await db.schema.alterTable("orders").dropColumn("subscription_id").execute();
  for (const t of [
    "subscription_links",
    "subscription_events",
    "subscription_cycles",
    "subscriptions",
    "subscription_offers",
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
