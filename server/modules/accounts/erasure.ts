// Erasing a person reaches every copy of them (the customer's deletion and an owner's erasure both
// run this, in one transaction). Rows that are theirs alone go; rows the shop must keep (orders as
// tax records, return requests, subscriptions, the audit log's entries about them) keep the fact and
// lose the person: their e-mail, name, phone and address, wherever the text quotes them.
import { ERASED_TEXT } from "../../../core/erasure";
import type { Db } from "../../infra/db/client";
import { newId } from "../orders/order.steps";
import * as repo from "./erasure.repository";

/**
 * An order of this total (cents, GST included) or more keeps its buyer's name: an Australian tax
 * invoice for a sale of $1,000 or more must identify the buyer (or their ABN). Below it, the
 * invoice needs no buyer at all, so the name goes with the rest.
 */
export const NAMED_INVOICE_FROM = 100_000;

/** Fields of an audit entry's changes that never hold personal text. */
const PLAIN_FIELDS = new Set(["status", "restock", "rating", "frequencyWeeks", "frequency_weeks"]);

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

  const { orders, subs, messages, returns, reviews, addresses, summary } = await repo.selectHeldRows(
    trx,
    email,
    customerId,
    inOrders,
  );
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
  const scrubbed = (e: repo.TimelineText) => ({
    id: e.id,
    message: scrub(e.message, needles),
    data: e.data === null ? null : scrub(e.data, needles),
  });

  // The timeline of their orders and subscriptions keeps each step, not who it named.
  for (const e of await repo.selectOrderTimelines(trx, inOrders)) {
    const out = scrubbed(e);
    if (out.message !== e.message || out.data !== e.data) await repo.updateOrderTimelineText(trx, out);
  }
  const subIds = subs.map((x) => x.id);
  if (subIds.length > 0) {
    for (const e of await repo.selectSubscriptionTimelines(trx, subIds)) {
      const out = scrubbed(e);
      if (out.message !== e.message || out.data !== e.data) await repo.updateSubscriptionTimelineText(trx, out);
    }
    // A subscription ends with its account, and says so on its timeline.
    for (const x of subs.filter((x) => x.status !== "cancelled")) {
      await repo.insertSubscriptionCancelled(trx, {
        id: newId("sev"),
        subscriptionId: x.id,
        message: cancelledBy.message,
        actor: cancelledBy.actor,
        at: now,
      });
    }
    await repo.cancelAndStripSubscriptions(trx, subIds, now);
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
    for (const e of await repo.selectUnredactedAudit(trx, type, ids)) {
      const summaryText = scrub(e.summary, needles);
      const changes = eraseChanges(e.changes);
      if (summaryText !== e.summary || changes !== e.changes) {
        await repo.redactAuditEntry(trx, { id: e.id, summary: summaryText, changes, at: now });
      }
    }
  }

  // Orders are tax records: they keep amounts, lines, dates and references, and the buyer's name
  // only where the invoice must name them.
  if (orderIds.length > 0) await repo.stripOrders(trx, orderIds, now, NAMED_INVOICE_FROM);
  // A return request is part of an order's record: it stays, without who sent it or their words.
  // Which recall notices reached them goes: their orders no longer name them, so nothing is sent
  // again. Mail to them and about them (the support copy of their message, which replies to them)
  // goes, and analytics, which keeps no one, loses any path or campaign label that carried the address.
  await repo.removeTracesOf(trx, email, inOrders, now);
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
