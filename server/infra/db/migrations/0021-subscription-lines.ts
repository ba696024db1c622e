import type { Kysely } from "kysely";

// A checkout's subscription lines: which lines of a pending order were bought on
// Subscribe & save, at which frequency and with which discount (the unit price on the line is
// already the discounted one). When the order is paid, its subscriptions are made from these.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_lines").addColumn("subscription_weeks", "integer").execute();
  await db.schema.alterTable("order_lines").addColumn("subscription_discount", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_lines").dropColumn("subscription_discount").execute();
  await db.schema.alterTable("order_lines").dropColumn("subscription_weeks").execute();
}
