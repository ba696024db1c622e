// Erasing a person reaches every copy of them (the customer's deletion and an owner's erasure both
// run this, in one transaction). Rows that are theirs alone go; rows the shop must keep (orders as
// tax records, return requests, subscriptions, the audit log's entries about them) keep the fact and
// lose the person: their e-mail, name, phone and address, wherever the text quotes them.
import { sql, type ExpressionBuilder } from "kysely";
import { ERASED_EMAIL, ERASED_TEXT } from "../../../core/erasure";
import type { Db } from "../../infra/db/client";
import type { Database } from "../../infra/db/schema";
import { newId } from "../orders/order.steps";

/**
 * An order of this total (cents, GST included) or more keeps its buyer's name: an Australian tax
 * invoice for a sale of $1,000 or more must identify the buyer (or their ABN). Below it, the
 * invoice needs no buyer at all, so the name goes with the rest.
 */
export const NAMED_INVOICE_FROM = 100_000;

/** Fields of an audit entry's changes that never hold personal text. */
const PLAIN_FIELDS = new Set(["status", "restock", "rating", "frequencyWeeks", "frequency_weeks"]);

const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether any of `columns`, lower-cased, contains `text`. */
function contains<T extends keyof Database>(columns: string[], text: string) {
  const pattern = likeContains(text);
  return (eb: ExpressionBuilder<Database, T>) =>
    eb.or(columns.map((c) => eb(sql<string>`lower(${sql.ref(c)})`, "like", sql<string>`${pattern} escape '\\'`)));
}

/** Replaces every needle in `text`, whatever its case. */
export function scrub(text: string, needles: readonly string[]): string {
  let out = text;
  for (const n of needles) {
    const re = new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
    out = out.replace(re, ERASED_TEXT);
  }
  return out;
}

/** The personal strings to look for in free text: e-mail, names, street lines. */
function needlesOf(email: string, names: (string | null | undefined)[], addresses: (string | null)[]): string[] {
  const out = new Set<string>([email]);
  for (const n of names) if (n && n.trim().length >= 2) out.add(n.trim());
  for (const json of addresses) {
    if (!json) continue;
    try {
      const a = JSON.parse(json) as { name?: string; line1?: string; line2?: string };
      for (const part of [a.name, a.line1, a.line2]) if (part && part.trim().length >= 2) out.add(part.trim());
    } catch {
      // Not JSON: nothing to learn from it.
    }
  }
  // Longest first, so a full name goes before the first name inside it.
  return [...out].sort((a, b) => b.length - a.length);
}

export type ErasureScope = { email: string; customerId: string | null; orderIds: string[] };

/** Everything but the account's own rows (account-data.ts deletes those): run inside the erasure's transaction. */
export async function eraseCopies(
  trx: Db,
  at: Date,
  scope: ErasureScope,
  cancelledBy: { actor: "customer" | `staff:${string}`; message: string },
): Promise<void> {
  const { email, customerId, orderIds } = scope;
  const now = at.toISOString();
  const inOrders = orderIds.length > 0 ? orderIds : ["-"];

  const [orders, subs, messages, returns, reviews, addresses, summary] = await Promise.all([
    trx
      .selectFrom("orders")
      .select(["id", "number", "customer_name", "shipping_address"])
      .where("id", "in", inOrders)
      .execute(),
    customerId
      ? trx.selectFrom("subscriptions").selectAll().where("customer_id", "=", customerId).execute()
      : Promise.resolve([]),
    trx
      .selectFrom("contact_messages")
      .select(["id", "name"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute(),
    trx
      .selectFrom("return_requests")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute(),
    customerId
      ? trx.selectFrom("reviews").select(["id", "first_name"]).where("customer_id", "=", customerId).execute()
      : Promise.resolve([]),
    customerId
      ? trx.selectFrom("customer_addresses").select("address").where("customer_id", "=", customerId).execute()
      : Promise.resolve([]),
    trx.selectFrom("customer_summaries").select(["id", "name"]).where("email", "=", email).executeTakeFirst(),
  ]);
  const needles = needlesOf(
    email,
    [
      ...orders.map((o) => o.customer_name),
      ...subs.map((x) => x.customer_name),
      ...messages.map((m) => m.name),
      ...reviews.map((r) => r.first_name),
      summary?.name,
    ],
    [
      ...orders.map((o) => o.shipping_address),
      ...subs.map((x) => x.shipping_address),
      ...addresses.map((a) => a.address),
    ],
  );

  // The timeline of their orders and subscriptions keeps each step, not who it named.
  const orderEvents = await trx
    .selectFrom("order_events")
    .select(["id", "message", "data"])
    .where("order_id", "in", inOrders)
    .execute();
  for (const e of orderEvents) {
    const message = scrub(e.message, needles);
    const data = e.data === null ? null : scrub(e.data, needles);
    if (message !== e.message || data !== e.data) {
      await trx.updateTable("order_events").set({ message, data }).where("id", "=", e.id).execute();
    }
  }
  const subIds = subs.map((x) => x.id);
  if (subIds.length > 0) {
    const subEvents = await trx
      .selectFrom("subscription_events")
      .select(["id", "message", "data"])
      .where("subscription_id", "in", subIds)
      .execute();
    for (const e of subEvents) {
      const message = scrub(e.message, needles);
      const data = e.data === null ? null : scrub(e.data, needles);
      if (message !== e.message || data !== e.data) {
        await trx.updateTable("subscription_events").set({ message, data }).where("id", "=", e.id).execute();
      }
    }
    // A subscription ends with its account, and says so on its timeline.
    for (const x of subs.filter((x) => x.status !== "cancelled")) {
      await trx
        .insertInto("subscription_events")
        .values({
          id: newId("sev"),
          subscription_id: x.id,
          type: "cancelled",
          message: cancelledBy.message,
          actor: cancelledBy.actor,
          data: null,
          created_at: now,
        })
        .execute();
    }
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
      .where("id", "in", subIds)
      .execute();
  }

  // The audit log keeps the fact of each change about them, not the personal text it carried.
  const entities: [string, string[]][] = [
    ["customer", summary ? [summary.id] : []],
    ["order", orders.map((o) => o.number)],
    ["subscription", subs.map((x) => x.number)],
    ["review", reviews.map((r) => r.id)],
    ["contact_message", messages.map((m) => m.id)],
    ["return_request", returns.map((r) => r.id)],
  ];
  for (const [type, ids] of entities) {
    if (ids.length === 0) continue;
    const entries = await trx
      .selectFrom("audit_log")
      .select(["id", "summary", "changes"])
      .where("redacted_at", "is", null)
      .where("entity_type", "=", type)
      .where("entity_id", "in", ids)
      .execute();
    for (const e of entries) {
      const summaryText = scrub(e.summary, needles);
      const changes = eraseChanges(e.changes);
      if (summaryText !== e.summary || changes !== e.changes) {
        await trx
          .updateTable("audit_log")
          .set({ summary: summaryText, changes, redacted_at: now })
          .where("id", "=", e.id)
          .where("redacted_at", "is", null)
          .execute();
      }
    }
  }

  // Orders are tax records: they keep amounts, lines, dates and references, and the buyer's name
  // only where the invoice must name them.
  if (orderIds.length > 0) {
    await trx
      .updateTable("orders")
      .set((eb) => ({
        email: null,
        account_id: null,
        customer_name: eb.case().when("total", ">=", NAMED_INVOICE_FROM).then(eb.ref("customer_name")).else(null).end(),
        shipping_address: null,
        payment_method: null,
        updated_at: now,
      }))
      .where("id", "in", orderIds)
      .execute();
  }
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
  // Which recall notices reached them: their orders no longer name them, so nothing is sent again.
  await trx
    .deleteFrom("recall_notices")
    .where((eb) => eb.or([eb("email", "=", email), eb("order_id", "in", inOrders)]))
    .execute();
  await trx.deleteFrom("marketing_consents").where("email", "=", email).execute();
  await trx.deleteFrom("consent_requests").where("email", "=", email).execute();
  await trx
    .deleteFrom("contact_messages")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .execute();
  // A return request is part of an order's record: it stays, without who sent it or their words.
  await trx
    .updateTable("return_requests")
    .set({ email: ERASED_EMAIL, description: null, updated_at: now })
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .execute();
  // Mail to them, and mail about them (the support copy of their message, which replies to them).
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
  // Analytics keeps no one, but a path or campaign label could have carried an address.
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

/** An audit entry's changes with every personal value replaced: which field changed stays. */
function eraseChanges(json: string): string {
  let parsed: Record<string, { before?: unknown; after?: unknown }>;
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    return JSON.stringify({});
  }
  const erase = (v: unknown) =>
    v === null || v === undefined || typeof v === "boolean" || typeof v === "number" ? v : ERASED_TEXT;
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, change] of Object.entries(parsed)) {
    out[field] = PLAIN_FIELDS.has(field)
      ? { before: change.before ?? null, after: change.after ?? null }
      : { before: erase(change.before ?? null), after: erase(change.after ?? null) };
  }
  return JSON.stringify(out);
}
