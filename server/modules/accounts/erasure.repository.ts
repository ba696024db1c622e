// The erasure's queries (erasure.ts has its rules). They reach tables of many modules on purpose:
// erasing a person must reach every row that can quote them, in the one transaction the caller
// holds, and a call through each owning module's service could not share it.
import { sql, type ExpressionBuilder } from "kysely";
import { ERASED_EMAIL } from "../../../core/erasure";
import type { Db } from "../../infra/db/client";
import type { Database } from "../../infra/db/schema";

const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether any of `columns`, lower-cased, contains `text`. */
function contains<T extends keyof Database>(columns: string[], text: string) {
  const pattern = likeContains(text);
  return (eb: ExpressionBuilder<Database, T>) =>
    eb.or(columns.map((c) => eb(sql<string>`lower(${sql.ref(c)})`, "like", sql<string>`${pattern} escape '\\'`)));
}

const sameEmail =
  <T extends keyof Database>(email: string) =>
  (eb: ExpressionBuilder<Database, T>) =>
    eb(eb.fn("lower", [sql.ref("email")]), "=", email);

/** What the shop holds of them: the rows whose names and addresses say what to look for elsewhere. */
export async function selectHeldRows(trx: Db, email: string, customerId: string | null, inOrders: string[]) {
  const [orders, subs, messages, returns, reviews, addresses, summary] = await Promise.all([
    trx
      .selectFrom("orders")
      .select(["id", "number", "customer_name", "shipping_address"])
      .where("id", "in", inOrders)
      .execute(),
    customerId
      ? trx.selectFrom("subscriptions").selectAll().where("customer_id", "=", customerId).execute()
      : Promise.resolve([]),
    trx.selectFrom("contact_messages").select(["id", "name"]).where(sameEmail(email)).execute(),
    trx.selectFrom("return_requests").select("id").where(sameEmail(email)).execute(),
    customerId
      ? trx.selectFrom("reviews").select(["id", "first_name"]).where("customer_id", "=", customerId).execute()
      : Promise.resolve([]),
    customerId
      ? trx.selectFrom("customer_addresses").select("address").where("customer_id", "=", customerId).execute()
      : Promise.resolve([]),
    trx.selectFrom("customer_summaries").select(["id", "name"]).where("email", "=", email).executeTakeFirst(),
  ]);
  return { orders, subs, messages, returns, reviews, addresses, summary };
}

export type TimelineText = { id: string; message: string; data: string | null };

export function selectOrderTimelines(trx: Db, orderIds: string[]): Promise<TimelineText[]> {
  return trx.selectFrom("order_events").select(["id", "message", "data"]).where("order_id", "in", orderIds).execute();
}

export async function updateOrderTimelineText(trx: Db, e: TimelineText): Promise<void> {
  await trx.updateTable("order_events").set({ message: e.message, data: e.data }).where("id", "=", e.id).execute();
}

export function selectSubscriptionTimelines(trx: Db, subscriptionIds: string[]): Promise<TimelineText[]> {
  return trx
    .selectFrom("subscription_events")
    .select(["id", "message", "data"])
    .where("subscription_id", "in", subscriptionIds)
    .execute();
}

export async function updateSubscriptionTimelineText(trx: Db, e: TimelineText): Promise<void> {
  await trx
    .updateTable("subscription_events")
    .set({ message: e.message, data: e.data })
    .where("id", "=", e.id)
    .execute();
}

export async function insertSubscriptionCancelled(
  trx: Db,
  e: { id: string; subscriptionId: string; message: string; actor: string; at: string },
): Promise<void> {
  await trx
    .insertInto("subscription_events")
    .values({
      id: e.id,
      subscription_id: e.subscriptionId,
      type: "cancelled",
      message: e.message,
      actor: e.actor,
      data: null,
      created_at: e.at,
    })
    .execute();
}

/** Ends the subscriptions and keeps nothing that reaches the person: no address, card or e-mail. */
export async function cancelAndStripSubscriptions(trx: Db, ids: string[], now: string): Promise<void> {
  await trx
    .updateTable("subscriptions")
    .set((eb) => ({
      status: "cancelled",
      cancelled_at: eb.fn.coalesce("cancelled_at", eb.val(now)),
      cancel_reason: eb.fn.coalesce("cancel_reason", eb.val("Account deleted")),
      next_charge_on: null,
      email: ERASED_EMAIL,
      customer_name: null,
      shipping_address: null,
      payment_method: null,
      provider_customer: null,
      card_last4: null,
      card_expiry: null,
      updated_at: now,
    }))
    .where("id", "in", ids)
    .execute();
}

export function selectUnredactedAudit(trx: Db, entityType: string, entityIds: string[]) {
  return trx
    .selectFrom("audit_log")
    .select(["id", "summary", "changes"])
    .where("redacted_at", "is", null)
    .where("entity_type", "=", entityType)
    .where("entity_id", "in", entityIds)
    .execute();
}

export async function redactAuditEntry(
  trx: Db,
  e: { id: string; summary: string; changes: string; at: string },
): Promise<void> {
  await trx
    .updateTable("audit_log")
    .set({ summary: e.summary, changes: e.changes, redacted_at: e.at })
    .where("id", "=", e.id)
    .where("redacted_at", "is", null)
    .execute();
}

/** Orders keep amounts, lines and dates; the buyer's name only at `namedFrom` cents or more. */
export async function stripOrders(trx: Db, orderIds: string[], now: string, namedFrom: number): Promise<void> {
  await trx
    .updateTable("orders")
    .set((eb) => ({
      email: null,
      account_id: null,
      customer_name: eb.case().when("total", ">=", namedFrom).then(eb.ref("customer_name")).else(null).end(),
      shipping_address: null,
      payment_method: null,
      updated_at: now,
    }))
    .where("id", "in", orderIds)
    .execute();
}

/**
 * Every other trace of the address: promotion uses and return requests keep the fact without it;
 * checkout contacts, back-in-stock requests, recall notices, consents, messages, mail to or about
 * them, analytics or rate-limit rows that carried the address, and the customer summary go.
 */
export async function removeTracesOf(trx: Db, email: string, inOrders: string[], now: string): Promise<void> {
  await trx
    .updateTable("promotion_uses")
    .set({ email: null })
    .where((eb) => eb.or([eb(eb.fn("lower", ["email"]), "=", email), eb("order_id", "in", inOrders)]))
    .execute();
  await trx
    .deleteFrom("checkout_contacts")
    .where((eb) => eb.or([eb("email", "=", email), eb("order_id", "in", inOrders)]))
    .execute();
  await trx.deleteFrom("back_in_stock_requests").where("email", "=", email).execute();
  await trx
    .deleteFrom("recall_notices")
    .where((eb) => eb.or([eb("email", "=", email), eb("order_id", "in", inOrders)]))
    .execute();
  await trx.deleteFrom("marketing_consents").where("email", "=", email).execute();
  await trx.deleteFrom("consent_requests").where("email", "=", email).execute();
  await trx.deleteFrom("contact_messages").where(sameEmail(email)).execute();
  await trx
    .updateTable("return_requests")
    .set({ email: ERASED_EMAIL, description: null, updated_at: now })
    .where(sameEmail(email))
    .execute();
  await trx
    .deleteFrom("mail_outbox")
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["to"]), "=", email),
        eb(eb.fn("lower", ["reply_to"]), "=", email),
        contains<"mail_outbox">(["subject", "text", "html", "headers"], email)(eb),
      ]),
    )
    .execute();
  await trx
    .deleteFrom("analytics_events")
    .where(contains<"analytics_events">(["path", "referrer", "utm_source", "utm_medium", "utm_campaign"], email))
    .execute();
  await trx
    .deleteFrom("analytics_daily")
    .where(contains<"analytics_daily">(["value"], email))
    .execute();
  await trx
    .deleteFrom("rate_limits")
    .where(contains<"rate_limits">(["key"], email))
    .execute();
  await trx.deleteFrom("customer_summaries").where("email", "=", email).execute();
}
