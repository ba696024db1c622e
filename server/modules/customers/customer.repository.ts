// SQL for the Customers screen. The list pages customer_summaries (0024-customers, kept
// by triggers) by keyset, newest activity first by (sort_at, id), and searches it by the start of
// the e-mail or name through its own indexes; a page's accounts and subscriptions are then read
// for its rows alone.
import { sql } from "kysely";
import type { Db } from "../../infra/db/client";
import type { Database } from "../../infra/db/schema";
import { COUNT_CAP, compareKeys, readDirection, type PageRequest } from "../../infra/db/keyset";
import { startsWith } from "../../infra/db/prefix-match";

export type SummaryRow = Database["customer_summaries"];

/** The orders a customer's count and page show: paid ones, fulfilled or refunded since. */
export const COUNTED_STATUSES = ["paid", "fulfilled", "refunded"] as const;

function filtered(db: Db, q: string | undefined) {
  const qb = db.selectFrom("customer_summaries");
  const term = q?.trim().toLowerCase();
  if (!term) return qb;
  return qb.where((eb) =>
    eb.or([
      startsWith(db, eb.ref("email"), term),
      startsWith(db, eb.fn<string | null>("lower", [eb.ref("name")]), term),
    ]),
  );
}

/** One read of a page's ids and positions (exported for the test that checks its plan). */
export function customerPageQuery(db: Db, q: string | undefined, page: PageRequest) {
  const { from, op, order } = readDirection(page);
  // A search's matches are found through the search indexes, then sorted. Both planners would
  // otherwise walk (sort_at, id) filtering every customer (SQLite for a deep page, PostgreSQL when
  // it misjudges how few a prefix matches; ADR 0021): an expression no index holds keeps them off it.
  const key = q?.trim() ? sql<string>`${sql.ref("sort_at")} || ''` : sql.ref<string>("sort_at");
  let qb = filtered(db, q).select(["id", "sort_at"]);
  if (from) qb = qb.where((eb) => eb(eb.tuple(key, eb.ref("id")), op, eb.tuple(from.key, from.id)));
  return qb
    .orderBy(key, order)
    .orderBy("id", order)
    .limit(page.limit + 1);
}

/** Up to limit + 1 customers in readDirection's order: the ids from an index, then the rows. */
export async function selectCustomerPage(db: Db, q: string | undefined, page: PageRequest): Promise<SummaryRow[]> {
  const keys = await customerPageQuery(db, q, page).execute();
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom("customer_summaries")
    .selectAll()
    .where(
      "id",
      "in",
      keys.map((k) => k.id),
    )
    .execute();
  const at = new Map(keys.map((k, i) => [k.id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

export function countQuery(db: Db, q: string | undefined) {
  const capped = filtered(db, q)
    .select(sql<number>`1`.as("one"))
    .limit(COUNT_CAP + 1)
    .as("capped");
  return db.selectFrom(capped).select((eb) => eb.fn.countAll<number>().as("n"));
}

export async function countCustomersCapped(db: Db, q: string | undefined): Promise<number> {
  return Number((await countQuery(db, q).executeTakeFirstOrThrow()).n);
}

/** The accounts of these e-mail addresses (lower-case), and each account's subscription states. */
export async function selectAccounts(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return { accounts: [], subscriptions: [] };
  const accounts = await db
    .selectFrom("customers")
    .select(["id", "email", "marketing_consent", "marketing_consent_at", "created_at"])
    .where("email", "in", [...emails])
    .execute();
  const subscriptions =
    accounts.length === 0
      ? []
      : await db
          .selectFrom("subscriptions")
          .select(["id", "customer_id", "number", "status", "frequency_weeks", "next_charge_on"])
          .where(
            "customer_id",
            "in",
            accounts.map((a) => a.id),
          )
          .orderBy("created_at", "desc")
          .execute();
  return { accounts, subscriptions };
}

export async function selectSummary(db: Db, id: string): Promise<SummaryRow | undefined> {
  return db.selectFrom("customer_summaries").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One status's page of a customer's orders along (lower(email), status, created_at, id). */
export function customerOrdersQuery(db: Db, email: string, status: string, page: PageRequest) {
  const { from, op, order } = readDirection(page);
  let qb = db
    .selectFrom("orders")
    .select(["id", "number", "status", "total", "created_at"])
    .where((eb) => eb(eb.fn("lower", [eb.ref("email")]), "=", email))
    .where("status", "=", status);
  if (from) qb = qb.where((eb) => eb(eb.refTuple("created_at", "id"), op, eb.tuple(from.key, from.id)));
  return qb
    .orderBy("created_at", order)
    .orderBy("id", order)
    .limit(page.limit + 1);
}

/** Up to limit + 1 of a customer's orders: each status read along the index, then merged. */
export async function selectCustomerOrders(db: Db, email: string, page: PageRequest) {
  const parts = await Promise.all(COUNTED_STATUSES.map((s) => customerOrdersQuery(db, email, s, page).execute()));
  const byKey = compareKeys(readDirection(page).order);
  return parts
    .flat()
    .sort((a, b) => byKey({ key: a.created_at, id: a.id }, { key: b.created_at, id: b.id }))
    .slice(0, page.limit + 1);
}

/** What a customer's page shows beside their orders; each list the newest `limit`. */
export async function selectCustomerRecords(db: Db, email: string, accountId: string | null, limit: number) {
  const [messages, returns, addresses, reviews, consents] = await Promise.all([
    db
      .selectFrom("contact_messages")
      .select(["id", "subject", "status", "created_at"])
      .where((eb) => eb(eb.fn("lower", [eb.ref("email")]), "=", email))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("return_requests")
      .select(["id", "reference", "order_number", "status", "created_at"])
      .where((eb) => eb(eb.fn("lower", [eb.ref("email")]), "=", email))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    accountId
      ? db
          .selectFrom("customer_addresses")
          .select(["id", "address", "is_default"])
          .where("customer_id", "=", accountId)
          .orderBy("created_at", "asc")
          .execute()
      : [],
    accountId
      ? db
          .selectFrom("reviews")
          .select(["id", "product_id", "rating", "title", "status", "created_at"])
          .where("customer_id", "=", accountId)
          .orderBy("created_at", "desc")
          .limit(limit)
          .execute()
      : [],
    accountId
      ? db
          .selectFrom("marketing_consents")
          .select(["given", "source", "at"])
          .where("customer_id", "=", accountId)
          .orderBy("at", "desc")
          .limit(limit)
          .execute()
      : [],
  ]);
  return { messages, returns, addresses, reviews, consents };
}

export async function updateNote(
  db: Db,
  id: string,
  note: { note: string | null; at: string; by: string },
): Promise<void> {
  await db
    .updateTable("customer_summaries")
    .set({ note: note.note, note_updated_at: note.at, note_updated_by: note.by })
    .where("id", "=", id)
    .execute();
}

/** One batch of consenting accounts after `after`, oldest first along customers_consent_created. */
export function consentingQuery(db: Db, after: { key: string; id: string } | null, limit: number) {
  let qb = db
    .selectFrom("customers as c")
    .leftJoin("customer_summaries as s", "s.email", "c.email")
    .select([
      "c.id",
      "c.email",
      "c.created_at",
      "c.marketing_consent_at",
      "s.name",
      "s.orders_count",
      "s.total_spent",
      "s.last_order_at",
    ])
    .where("c.marketing_consent", "=", 1);
  if (after) qb = qb.where((eb) => eb(eb.refTuple("c.created_at", "c.id"), ">", eb.tuple(after.key, after.id)));
  return qb.orderBy("c.created_at", "asc").orderBy("c.id", "asc").limit(limit);
}

export type ConsentingRow = Awaited<ReturnType<ReturnType<typeof consentingQuery>["execute"]>>[number];

/** Every consenting account, in batches of `size`, each read once. */
export async function* consentingBatches(db: Db, size: number): AsyncGenerator<ConsentingRow[]> {
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const rows: ConsentingRow[] = await consentingQuery(db, after, size).execute();
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || !last) return;
    after = { key: last.created_at, id: last.id };
  }
}
