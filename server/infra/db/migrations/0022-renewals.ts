import type { Kysely } from "kysely";

// Subscription renewals (ADR 0024).
// - subscription_reminders: one row per reminder sent (subscription, cycle, charge day). Its primary
//   key makes a reminder go once however many instances run the job; a charge moved to another day
//   gets a reminder for the new day.
// - test_saved_cards: the built-in test provider's kept cards. A token ("pm_test_…") names the test
//   card it was made from, which decides what later charges do. Test card numbers only (no real card
//   is ever accepted by the test page).
// - test_charges: the test provider's off-session charges, one per idempotency key, so the same key
//   answers the same charge (as Stripe's does) and charges can be counted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("subscription_reminders")
    .addColumn("subscription_id", "text", (c) => c.notNull())
    .addColumn("cycle", "integer", (c) => c.notNull())
    .addColumn("due_on", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("subscription_reminders_pk", ["subscription_id", "cycle", "due_on"])
    .execute();

  await db.schema
    .createTable("test_saved_cards")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("card_number", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("test_charges")
    .addColumn("idempotency_key", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull()) // paid | declined | needs_action
    .addColumn("order_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["test_charges", "test_saved_cards", "subscription_reminders"]) {
    await db.schema.dropTable(t).execute();
  }
}
