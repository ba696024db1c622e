// SQL for the data rights: reading everything the shop holds about a person, and removing the
// rows of their account that erasure does not keep.
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../infra/db/client";
import type { Database } from "../../infra/db/schema";

export function selectCustomerByEmail(db: Db, email: string) {
  return db.selectFrom("customers").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The person's orders: paid with their e-mail, or placed while signed in to their account. */
const byPerson = (email: string, customerId: string | null) => (eb: ExpressionBuilder<Database, "orders">) =>
  customerId
    ? eb.or([eb(eb.fn("lower", ["email"]), "=", email), eb("account_id", "=", customerId)])
    : eb(eb.fn("lower", ["email"]), "=", email);

export function selectPersonOrders(db: Db, email: string, customerId: string | null) {
  return db.selectFrom("orders").selectAll().where(byPerson(email, customerId)).orderBy("created_at", "desc").execute();
}

export function selectPersonOrderIds(db: Db, email: string, customerId: string | null) {
  return db.selectFrom("orders").select("id").where(byPerson(email, customerId)).execute();
}

/** Every other row held about the person, by their e-mail and (when they have one) their account. */
export async function selectHeldAbout(db: Db, email: string, customerId: string | null) {
  const [passkeys, addresses, reviews, returns, messages, consents, alerts, subscriptions] = await Promise.all([
    customerId ? db.selectFrom("customer_passkeys").selectAll().where("customer_id", "=", customerId).execute() : [],
    customerId ? db.selectFrom("customer_addresses").selectAll().where("customer_id", "=", customerId).execute() : [],
    customerId ? db.selectFrom("reviews").selectAll().where("customer_id", "=", customerId).execute() : [],
    db
      .selectFrom("return_requests")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute(),
    db
      .selectFrom("contact_messages")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute(),
    customerId
      ? db
          .selectFrom("marketing_consents")
          .select(["given", "source", "at"])
          .where("customer_id", "=", customerId)
          .orderBy("at")
          .execute()
      : [],
    db.selectFrom("back_in_stock_requests").selectAll().where("email", "=", email).execute(),
    customerId
      ? db.selectFrom("subscriptions").selectAll().where("customer_id", "=", customerId).orderBy("created_at").execute()
      : [],
  ]);
  return { passkeys, addresses, reviews, returns, messages, consents, alerts, subscriptions };
}

/** The account's own rows that go with it: addresses, passkeys, consent history, challenges, links. */
export async function deleteAccountRows(db: Db, customerId: string): Promise<void> {
  await db.deleteFrom("customer_addresses").where("customer_id", "=", customerId).execute();
  await db.deleteFrom("customer_passkeys").where("customer_id", "=", customerId).execute();
  await db.deleteFrom("marketing_consents").where("customer_id", "=", customerId).execute();
  await db.deleteFrom("webauthn_challenges").where("customer_id", "=", customerId).execute();
  await db.deleteFrom("subscription_links").where("customer_id", "=", customerId).execute();
}

/** The customer's subscriptions that are not cancelled, oldest first. */
export function selectOpenSubscriptions(db: Db, customerId: string) {
  return db
    .selectFrom("subscriptions")
    .select(["number", "lines", "next_charge_on"])
    .where("customer_id", "=", customerId)
    .where("status", "!=", "cancelled")
    .orderBy("created_at")
    .execute();
}

export function selectProductNames(db: Db) {
  return db.selectFrom("products").select(["id", "name"]).execute();
}
